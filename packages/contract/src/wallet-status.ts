/**
 * Audit statuses of recharges and withdrawals (all, 0 auditing, 1 passed, 2 refused: docs/domain.md#wallet), recharge methods,
 * withdrawal types and the ledger's entry kinds. Zod-free, so the web app may import the values.
 */
export const AUDIT_STATUS = { auditing: 0, passed: 1, refused: 2 } as const;
export type AuditStatus = (typeof AUDIT_STATUS)[keyof typeof AUDIT_STATUS];
export const AUDIT_TABS = ['all', 0, 1, 2] as const;

export const RECHARGE_METHODS = ['manual', 'chain', 'card'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

export const WITHDRAW_TYPES = ['bank', 'chain'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

/**
 * What moved a balance (balance_entries.kind), and what each entry refers to:
 * order_pay → an order (debit); recharge → a recharge (credit); withdraw_hold → a withdrawal (debit of amount + charge);
 * withdraw_return → a refused withdrawal (credit of the hold); refund → a refund (credit); adjustment → none (operator or demo).
 */
export const LEDGER_KINDS = [
  'order_pay',
  'recharge',
  'withdraw_hold',
  'withdraw_return',
  'refund',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The networks the recharge screen warns about: deposits through them are not supported. */
export const UNSUPPORTED_DEPOSIT_NETWORKS = ['DEX', 'BSC', 'HECO'] as const;
