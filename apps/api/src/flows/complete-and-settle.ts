import type { Executor } from '../db/database.ts';
import { markCompleted, type Mover } from '../modules/order/order.service.ts';
import { settleOrder } from '../modules/settlement/settlement.service.ts';
import { flow } from './flow.ts';

/**
 * The complete and settle flow (docs/modules.md#flows), in the caller's transaction: the order 3 → 4 (reviewed by
 * the shopper, flows/review.ts, or by the scheduler after the set days, flows/order-sweeps.ts), then the shop is
 * paid: settled exactly once, whoever completes it (docs/domain.md#settlement). False, and nothing settled, when the
 * order was no longer received.
 */
export async function completeAndSettle(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const step = flow('complete and settle', trx);
  if (!(await step('complete the order', () => markCompleted(trx, id, mover, userId)))) return false;
  await step('settle the order', () => settleOrder(trx, id));
  return true;
}
