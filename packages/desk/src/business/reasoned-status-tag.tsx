import { Tag, Typography } from 'antd';

/**
 * A status as a coloured tag, with the reason of a refusal under it (shortened, whole on hover) when there is one:
 * a rejected refund, a refused recharge or withdrawal.
 */
export function ReasonedStatusTag({ colour, label, reason }: { colour: string; label: string; reason?: string }) {
  const tag = <Tag color={colour}>{label}</Tag>;
  if (!reason) return tag;
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
