import { AUDIT_STATUS, AUDIT_TABS } from '@shop/contract/wallet-status';
import type { AuditTab } from './api.ts';

const STATUS_NAMES: Record<number, 'auditing' | 'passed' | 'refused'> = {
  [AUDIT_STATUS.auditing]: 'auditing',
  [AUDIT_STATUS.passed]: 'passed',
  [AUDIT_STATUS.refused]: 'refused',
};

/** The name of an audit status (auditing, passed, refused): its label key and its colour class. */
export const statusName = (status: number) => STATUS_NAMES[status] ?? 'auditing';

/** The records' tab from the URL (?status=0); anything unknown is 'all'. */
export function auditTabOf(value: string | null): AuditTab {
  const found = AUDIT_TABS.find((tab) => String(tab) === value);
  return found ?? 'all';
}

/** The tab's label key: wallet:status.all, .auditing, .passed, .refused. */
export const auditTabLabelKey = (tab: AuditTab) => `wallet:status.${tab === 'all' ? 'all' : statusName(tab)}`;
