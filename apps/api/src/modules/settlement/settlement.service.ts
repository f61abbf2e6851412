import type { Db, Executor } from '../../db/database.ts';
import { defaultCommissionBp } from '../catalogue/catalogue-admin.service.ts';
import { creditPlatform, creditShop, debitPlatform } from '../ledger/account-ledger.service.ts';
import { refundedAmount } from '../refund/refund.repo.ts';
import * as repo from './settlement.repo.ts';

/**
 * Settlement (DESIGN §7): the money of an order waits in the platform's escrow until the order completes; then, in
 * the transaction that completes it, the shop is credited its base (goods + freight − refunded, before the promo
 * discount) less the commission, the commission goes to the platform's revenue, and the promo discount is the
 * platform's cost (taken from revenue). Once per order: the settlements row is unique per order.
 */

/** base × rate in basis points, rounded half up to the cent (in BigInt: base × 10 000 may pass 2^53). */
export function commissionOf(base: number, bp: number): number {
  return Number((BigInt(base) * BigInt(bp) + 5_000n) / 10_000n);
}

/** Settles a completed order; does nothing when it was settled already. Returns whether it settled now. */
export async function settleOrder(trx: Executor, orderId: number): Promise<boolean> {
  const order = await repo.findOrderForSettlement(trx, orderId);
  if (!order || order.status !== 4) return false;
  const refunded = await refundedAmount(trx, orderId);
  const base = Math.max(0, order.goods_amount + order.freight - refunded);
  const bp = order.commission_bp ?? (await defaultCommissionBp(trx));
  const commission = commissionOf(base, bp);
  const amount = base - commission;
  const inserted = await repo.insertSettlement(trx, {
    order_id: orderId,
    shop_id: order.shop_id,
    base,
    commission_bp: bp,
    commission,
    discount: order.discount,
    amount,
  });
  if (!inserted) return false;
  const ref = { refType: 'order', refId: orderId };
  const released = order.total - refunded;
  if (released > 0) await debitPlatform(trx, 'escrow', released, { kind: 'settlement', ...ref });
  if (amount > 0) await creditShop(trx, order.shop_id, amount, { kind: 'settlement', ...ref });
  if (commission > 0) await creditPlatform(trx, 'revenue', commission, { kind: 'commission', ...ref });
  if (order.discount > 0) await debitPlatform(trx, 'revenue', order.discount, { kind: 'promo_discount', ...ref });
  return true;
}

/**
 * Settles completed orders that have none (completed before settlements existed), batch after batch; run once when
 * a process starts. Safe in several processes at once: the unique settlement per order lets one of them settle it.
 * Returns how many it settled.
 */
export async function settleBacklog(db: Db, batch = 200): Promise<number> {
  let settled = 0;
  for (;;) {
    const ids = await repo.listUnsettledCompleted(db, batch);
    let now = 0;
    for (const id of ids) if (await db.transaction().execute((trx) => settleOrder(trx, id))) now += 1;
    settled += now;
    if (ids.length < batch || now === 0) return settled;
  }
}
