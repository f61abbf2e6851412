import { hasErrorKey } from '@shop/desk/request/request-error.ts';

/** Failures after which an audit row on screen is out of date: someone audited it first, or it is gone. */
const STALE_ROW_ERRORS: ReadonlySet<string> = new Set(['AUDIT_DONE', 'RECHARGE_NOT_FOUND', 'WITHDRAWAL_NOT_FOUND']);

export function isStaleRow(error: unknown): boolean {
  return hasErrorKey(error, STALE_ROW_ERRORS);
}
