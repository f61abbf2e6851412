import { AUDIT_STATUS, type AuditStatus } from '@shop/contract/wallet-status';
import { Tag, Typography } from 'antd';
import type { AuditTab } from '../lib/audit-filters.ts';

const STATUS_LABELS: Record<AuditStatus, string> = {
  [AUDIT_STATUS.auditing]: 'Auditing',
  [AUDIT_STATUS.passed]: 'Passed',
  [AUDIT_STATUS.refused]: 'Refused',
};

/** Gold asks for the operator's hand; green and red are done. */
const STATUS_COLOURS: Record<AuditStatus, string> = {
  [AUDIT_STATUS.auditing]: 'gold',
  [AUDIT_STATUS.passed]: 'green',
  [AUDIT_STATUS.refused]: 'red',
};

export function auditStatusLabel(status: number): string {
  return STATUS_LABELS[status as AuditStatus] ?? String(status);
}

/** The tabs of a queue, the one that waits for the operator first. */
export const AUDIT_TAB_OPTIONS: { value: AuditTab; label: string }[] = [
  { value: AUDIT_STATUS.auditing, label: 'Auditing' },
  { value: AUDIT_STATUS.passed, label: 'Passed' },
  { value: AUDIT_STATUS.refused, label: 'Refused' },
  { value: 'all', label: 'All' },
];

/** The status, with the refusal reason under it (shortened, whole on hover) when there is one. */
export function AuditStatusTag({ status, reason }: { status: number; reason?: string }) {
  const tag = <Tag color={STATUS_COLOURS[status as AuditStatus] ?? 'default'}>{auditStatusLabel(status)}</Tag>;
  if (status !== AUDIT_STATUS.refused || !reason) return tag;
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
