import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refundStatusColour, refundStatusName } from '../lib/refund-labels.ts';

/** A refund status in the operator's language (the number itself for one this build does not know). */
export function useRefundStatusLabel(): (status: number) => string {
  const { t } = useTranslation('common');
  return (status) => {
    const name = refundStatusName(status);
    return name ? t(`refund.status.${name}`) : String(status);
  };
}

/** The status, with the rejection reason under it (shortened, whole on hover) when there is one. */
export function RefundStatusTag({ status, reason }: { status: number; reason?: string }) {
  const label = useRefundStatusLabel();
  const tag = <Tag color={refundStatusColour(status)}>{label(status)}</Tag>;
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
