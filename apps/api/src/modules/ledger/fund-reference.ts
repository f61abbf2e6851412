import { ORDER_NO_MIX } from '../../lib/order-no-mix.ts';

/**
 * The reference a money record is known by, the same wherever it shows (the API's fund records, the console's
 * ledger views, the seller center's ledger, the recharge, withdrawal and refund records): an order is its order
 * number; a refund, a recharge and a withdrawal get a two-letter kind prefix and eight digits, so no two records
 * read alike and none looks like an order number (docs/decisions/fund-record-references.md).
 */
export const RECORD_PREFIX = { refund: 'RF', recharge: 'RC', withdrawal: 'WD' } as const;
export type RecordKind = keyof typeof RECORD_PREFIX;

/**
 * Each kind mixes its ids with its own offset (the order numbers' bijection, another offset), so refund #1,
 * recharge #1 and withdrawal #1 differ in their digits too, and consecutive ids look unrelated.
 */
const OFFSET: Record<RecordKind, number> = { refund: 31_415_926, recharge: 27_182_818, withdrawal: 14_142_135 };

function mixed(id: number, offset: number): string {
  const { factor, modulus } = ORDER_NO_MIX;
  const high = Math.floor(id / modulus);
  // BigInt: (id mod 10^8) × factor exceeds 2^53.
  const low = Number((BigInt(id % modulus) * BigInt(factor) + BigInt(offset)) % BigInt(modulus));
  return (high > 0 ? String(high) : '') + String(low).padStart(8, '0');
}

/** "RF31415926"-like: a refund's, recharge's or withdrawal's reference. */
export function recordReference(kind: RecordKind, id: number): string {
  return RECORD_PREFIX[kind] + mixed(id, OFFSET[kind]);
}

const isRecordKind = (type: string): type is RecordKind => type in RECORD_PREFIX;

/**
 * The reference of a ledger entry's record: the order number for an order, the prefixed reference for a refund,
 * recharge or withdrawal; null for an entry with no record behind it (an adjustment) or an order number unknown.
 */
export function entryReference(refType: string | null, refId: number | null, orderNo?: string | null): string | null {
  if (refType === null || refId === null) return null;
  if (refType === 'order') return orderNo ?? null;
  return isRecordKind(refType) ? recordReference(refType, refId) : null;
}
