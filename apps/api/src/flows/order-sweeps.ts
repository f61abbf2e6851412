import type { Db } from '../db/database.ts';
import type { Mover } from '../modules/order/order.service.ts';
import { runOrderSweeps as sweepOrders, type SweepFlows } from '../modules/order/order-scheduler.ts';
import { cancelUnpaid } from './cancel.ts';
import { completeAndSettle } from './complete-and-settle.ts';

const SYSTEM: Mover = { actor: 'system' };

/**
 * The scheduler's moves that are flows, handed to the order module's scheduler by server.ts (startOrderScheduler)
 * so that the order module never imports a flow: expiry is the cancel flow, auto-complete the complete and settle
 * flow. Auto-receive (2 → 3) touches only the order and stays in the order module.
 */
export const orderSweepFlows: SweepFlows = {
  expire: (trx, id) => cancelUnpaid(trx, id, SYSTEM),
  complete: (trx, id) => completeAndSettle(trx, id, SYSTEM),
};

/** One round of the order sweeps as of `now`, with the flows above (what the scheduler runs each interval). */
export function runOrderSweeps(db: Db, now = new Date()) {
  return sweepOrders(db, orderSweepFlows, now);
}
