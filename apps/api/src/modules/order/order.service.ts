import type { OrderCountsDto, OrderDetailDto, OrderListDto, OrderListQuery } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { EventActor } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Params } from '../../lib/i18n.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { refundsOfOrder } from '../refund/refund.repo.ts';
import { readRefunds } from '../refund/refund.service.ts';
import { toOrder, toOrderDetail } from './order-dto.ts';
import * as orders from './order.repo.ts';
import { notify } from '../notification/notification.repo.ts';
import { releaseRedemption } from './promo.repo.ts';
import { settleOrder } from '../settlement/settlement.service.ts';
import * as stock from './stock.repo.ts';

type Translate = (key: string, params?: Params) => string;

/** The spec's order_list: the shopper's orders of one status (or all), newest first, with their items. */
export async function listShopperOrders(
  { db }: AppDeps,
  userId: number,
  query: OrderListQuery,
  lang: string,
): Promise<OrderListDto> {
  const { list, total } = await orders.listOrders(
    db,
    { userId, status: query.status },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const items = await orders.listItems(
    db,
    list.map((row) => row.id),
  );
  return {
    list: list.map((row) =>
      toOrder(
        row,
        items.filter((item) => item.order_id === row.id),
        lang,
      ),
    ),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** One order with everything the detail page shows; another shopper's order is simply not found. */
export async function readOrderDetail(
  db: Executor,
  id: number,
  userId: number | undefined,
  lang: string,
  t: Translate,
  shopId?: number,
) {
  const row = await orders.findOrder(db, id, userId, shopId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [items, events, logistics, refundRows] = await Promise.all([
    orders.listItems(db, [row.id]),
    orders.listEvents(db, row.id),
    orders.listLogistics(db, row.id),
    refundsOfOrder(db, row.id),
  ]);
  const refunds = await readRefunds(db, refundRows, lang);
  return { row, detail: toOrderDetail(row, items, { events, logistics }, refunds, lang, t) };
}

export async function getShopperOrder(
  { db }: AppDeps,
  userId: number,
  id: number,
  lang: string,
  t: Translate,
): Promise<OrderDetailDto> {
  return (await readOrderDetail(db, id, userId, lang, t)).detail;
}

export async function countShopperOrders({ db }: AppDeps, userId: number): Promise<OrderCountsDto> {
  const counts: OrderCountsDto = {};
  for (const status of Object.values(ORDER_STATUS)) counts[String(status)] = 0;
  for (const row of await orders.countByStatus(db, userId)) counts[String(row.status)] = Number(row.n);
  return counts;
}

/** Who moves an order, for its timeline. */
export interface Mover {
  actor: EventActor;
  actorId?: number;
}

/** Why a transition of a shopper's order did not happen: not theirs (not found) or no longer in that status. */
export async function transitionRefusal(db: Executor, id: number, userId: number | undefined): Promise<AppError> {
  const owner = await orders.findOrderOwner(db, id);
  if (!owner || (userId !== undefined && owner.user_id !== userId)) return new AppError('ORDER_NOT_FOUND');
  return new AppError('ORDER_STATUS_CHANGED');
}

/**
 * 0 → -1: cancels an unpaid order (by the shopper, or the scheduler when its time ran out), gives its stock back
 * and, when it was the last open order of its checkout, the promo code's use. Returns false when the order was
 * not waiting for payment (already paid or cancelled by a concurrent call).
 */
export async function cancelUnpaid(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const order = await orders.transition(trx, {
    id,
    userId,
    from: ORDER_STATUS.waitingPay,
    to: ORDER_STATUS.cancelled,
    set: { cancelled_at: new Date() },
  });
  if (!order) return false;
  const items = await orders.listItemsForStock(trx, id);
  for (const item of items) await stock.releaseSku(trx, item.sku_id, item.quantity);
  for (const [productId, quantity] of stock.quantitiesByProduct(
    items.map((item) => ({ sku: item, quantity: item.quantity })),
  )) {
    await stock.moveProductStock(trx, productId, quantity);
  }
  if (await orders.checkoutFullyCancelled(trx, order.checkout_no)) await releaseRedemption(trx, order.checkout_no);
  if (mover.actor === 'system') {
    await notify(trx, {
      userId: order.user_id,
      messageKey: 'notifications.orderExpired',
      params: { order_no: order.order_no },
      refType: 'order',
      refId: id,
    });
  }
  await orders.insertEvent(trx, {
    orderId: id,
    kind: mover.actor === 'system' ? 'expired' : 'cancelled',
    from: ORDER_STATUS.waitingPay,
    to: ORDER_STATUS.cancelled,
    ...mover,
  });
  return true;
}

/** 2 → 3: the goods arrived (the shopper confirms, or the scheduler after the set number of days). */
export async function markReceived(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const order = await orders.transition(trx, {
    id,
    userId,
    from: ORDER_STATUS.delivered,
    to: ORDER_STATUS.received,
    set: { received_at: new Date() },
  });
  if (!order) return false;
  await orders.insertEvent(trx, {
    orderId: id,
    kind: 'received',
    from: ORDER_STATUS.delivered,
    to: ORDER_STATUS.received,
    ...mover,
  });
  return true;
}

/** 3 → 4: the order is complete (reviewed, or the set number of days after receipt). */
export async function markCompleted(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const order = await orders.transition(trx, {
    id,
    userId,
    from: ORDER_STATUS.received,
    to: ORDER_STATUS.completed,
    set: { completed_at: new Date() },
  });
  if (!order) return false;
  await orders.insertEvent(trx, {
    orderId: id,
    kind: 'completed',
    from: ORDER_STATUS.received,
    to: ORDER_STATUS.completed,
    ...mover,
  });
  // The shop is paid in the transaction that completes the order: exactly once, whoever completes it.
  await settleOrder(trx, id);
  return true;
}

export async function cancelShopperOrder(
  deps: AppDeps,
  userId: number,
  id: number,
  lang: string,
  t: Translate,
): Promise<OrderDetailDto> {
  await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await cancelUnpaid(trx, id, { actor: 'shopper', actorId: userId }, userId)))
        throw await transitionRefusal(trx, id, userId);
    }),
  );
  return getShopperOrder(deps, userId, id, lang, t);
}

export async function confirmReceived(
  deps: AppDeps,
  userId: number,
  id: number,
  lang: string,
  t: Translate,
): Promise<OrderDetailDto> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markReceived(trx, id, { actor: 'shopper', actorId: userId }, userId)))
      throw await transitionRefusal(trx, id, userId);
  });
  return getShopperOrder(deps, userId, id, lang, t);
}
