import { AUDIT_STATUS, type AuditStatus } from '@shop/contract/wallet-status';
import { ReasonedStatusTag } from '@shop/desk/business/reasoned-status-tag.tsx';
import { useTranslation } from 'react-i18next';

const STATUS_NAMES = { 0: 'auditing', 1: 'passed', 2: 'refused' } as const satisfies Record<AuditStatus, string>;

/** Gold asks for the operator's hand; green and red are done. */
const STATUS_COLOURS: Record<AuditStatus, string> = {
  [AUDIT_STATUS.auditing]: 'gold',
  [AUDIT_STATUS.passed]: 'green',
  [AUDIT_STATUS.refused]: 'red',
};

/** The tabs of a queue, the one that waits for the operator first ("all" is no status). */
export const AUDIT_TABS = [AUDIT_STATUS.auditing, AUDIT_STATUS.passed, AUDIT_STATUS.refused] as const;

/** An audit status in the operator's language. */
export function useAuditStatusLabel(): (status: number) => string {
  const { t } = useTranslation('common');
  return (status) => {
    const name = STATUS_NAMES[status as AuditStatus];
    return name ? t(`audit.status.${name}`) : String(status);
  };
}

/** The status, with the refusal reason under it when there is one. */
export function AuditStatusTag({ status, reason }: { status: number; reason?: string }) {
  const label = useAuditStatusLabel();
  return (
    <ReasonedStatusTag
      colour={STATUS_COLOURS[status as AuditStatus] ?? 'default'}
      label={label(status)}
      reason={status === AUDIT_STATUS.refused ? reason : undefined}
    />
  );
}
