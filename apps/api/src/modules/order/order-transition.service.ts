import {
  findTransition,
  type OrderTransitionEvent,
  type OrderTransitionGuard,
  targetOf,
} from '@shop/contract/rules/order-transitions';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { EventActor, OrdersTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import * as orders from './order.repo.ts';

/** Who moves an order, for its timeline. */
export interface Mover {
  actor: EventActor;
  actorId?: number;
}

export interface OrderMove {
  event: OrderTransitionEvent;
  id: number;
  /** The status the caller expects the order to be in: the update is conditional on it. */
  from: number;
  mover: Mover;
  /** Where the event forks on a guard (a refund: fully refunded or not), the guard the caller found true. */
  guard?: OrderTransitionGuard;
  /** For rows that go back where the order was before its after-sales request. */
  statusBefore?: number;
  /** Limits the change to this shopper's order. */
  userId?: number;
  /** Limits the change to this shop's order (a seller's). */
  shopId?: number;
  /** The columns the move sets besides the status (paid_at, carrier, …). */
  set?: Updateable<OrdersTable>;
}

/**
 * The one function that moves an order (docs/modules.md#order-transitions): looks the move up in the contract's
 * transition table, then changes the status with one conditional update on `from` and writes the row's timeline
 * event in the same statement. Undefined when the order is no longer in `from` (or not this shopper's or shop's):
 * of two concurrent moves exactly one finds the row. A move the table does not allow is a programming error.
 */
export async function tryMoveOrder(trx: Executor, move: OrderMove) {
  const row = findTransition(move.event, move.from, move.mover.actor, move.guard);
  if (!row)
    throw new Error(`order transition ${move.event} from ${move.from} by ${move.mover.actor} is not in the table`);
  return orders.transitionWithEvent(
    trx,
    {
      id: move.id,
      userId: move.userId,
      shopId: move.shopId,
      from: move.from,
      to: targetOf(row, move.statusBefore),
      set: move.set,
      notExpired: row.guard === 'payDeadlineNotPassed',
    },
    { kind: row.timeline, actor: move.mover.actor, actorId: move.mover.actorId },
  );
}

/** tryMoveOrder, refused with ORDER_STATUS_CHANGED when the order is no longer in `from`. */
export async function moveOrder(trx: Executor, move: OrderMove) {
  const moved = await tryMoveOrder(trx, move);
  if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
  return moved;
}
