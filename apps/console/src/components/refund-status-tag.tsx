import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { Tag, Typography } from 'antd';
import { refundStatusColour, refundStatusLabel } from '../lib/refund-labels.ts';

/** The status, with the rejection reason under it (shortened, whole on hover) when there is one. */
export function RefundStatusTag({ status, reason }: { status: number; reason?: string }) {
  const tag = <Tag color={refundStatusColour(status)}>{refundStatusLabel(status)}</Tag>;
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
