import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type RefundStatusName = keyof typeof REFUND_STATUS;

const STATUS_NAMES = Object.fromEntries(Object.entries(REFUND_STATUS).map(([name, value]) => [value, name])) as Record<
  RefundStatus,
  RefundStatusName
>;

/** Gold and volcano ask for the seller's hand (pending, goods back); blue waits for the shopper; the rest is done. */
const STATUS_COLOURS: Record<RefundStatus, string> = {
  [REFUND_STATUS.pending]: 'gold',
  [REFUND_STATUS.awaitingReturn]: 'blue',
  [REFUND_STATUS.returned]: 'volcano',
  [REFUND_STATUS.refunded]: 'green',
  [REFUND_STATUS.rejected]: 'red',
};

/** A refund status in the seller's language (the number itself for one this build does not know). */
export function useRefundStatusLabel(): (status: number) => string {
  const { t } = useTranslation('common');
  return (status) => {
    const name = STATUS_NAMES[status as RefundStatus];
    return name ? t(`refund.status.${name}`) : String(status);
  };
}

/** The status, with the rejection reason under it (shortened, whole on hover) when there is one. */
export function RefundStatusTag({ status, reason }: { status: number; reason?: string }) {
  const label = useRefundStatusLabel();
  const tag = <Tag color={STATUS_COLOURS[status as RefundStatus] ?? 'default'}>{label(status)}</Tag>;
  if (status !== REFUND_STATUS.rejected || !reason) return tag;
  return (
    <div>
      {tag}
      <Typography.Text
        type="secondary"
        ellipsis={{ tooltip: reason }}
        style={{ display: 'block', maxWidth: 140, fontSize: 12 }}
      >
        {reason}
      </Typography.Text>
    </div>
  );
}
