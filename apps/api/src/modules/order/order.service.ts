import type { OrderCountsDto, OrderDetailDto, OrderListDto, OrderListQuery } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Params } from '../../lib/i18n.ts';
import { toOrder, toOrderDetail } from './order-dto.ts';
import * as orders from './order.repo.ts';
import { type Mover, tryMoveOrder } from './order-transition.service.ts';
import { releaseRedemption } from './promo.repo.ts';
import * as stock from './stock.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { type OrderItemRow, findOrder, listItems, lockOrder } from './order.repo.ts';
export { toItem } from './order-dto.ts';
export { moveOrder } from './order-transition.service.ts';

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

/**
 * One order with everything the detail page shows; another shopper's order is simply not found. Its refunds come
 * from the refund module through `orderRefunds` (AppDeps, wired in app.ts): order never imports refund.
 */
export async function readOrderDetail(
  { db, orderRefunds }: Pick<AppDeps, 'db' | 'orderRefunds'>,
  id: number,
  userId: number | undefined,
  lang: string,
  t: Translate,
  shopId?: number,
) {
  const row = await orders.findOrder(db, id, userId, shopId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const [items, events, logistics, refunds] = await Promise.all([
    orders.listItems(db, [row.id]),
    orders.listEvents(db, row.id),
    orders.listLogistics(db, row.id),
    orderRefunds(db, row.id, lang),
  ]);
  return { row, detail: toOrderDetail(row, items, { events, logistics }, refunds, lang, t) };
}

export async function getShopperOrder(
  deps: Pick<AppDeps, 'db' | 'orderRefunds'>,
  userId: number,
  id: number,
  lang: string,
  t: Translate,
): Promise<OrderDetailDto> {
  return (await readOrderDetail(deps, id, userId, lang, t)).detail;
}

export async function countShopperOrders({ db }: AppDeps, userId: number): Promise<OrderCountsDto> {
  const counts: OrderCountsDto = {};
  for (const status of Object.values(ORDER_STATUS)) counts[String(status)] = 0;
  for (const row of await orders.countByStatus(db, userId)) counts[String(row.status)] = Number(row.n);
  return counts;
}

export type { Mover } from './order-transition.service.ts';

/** Why a transition of a shopper's order did not happen: not theirs (not found) or no longer in that status. */
export async function transitionRefusal(db: Executor, id: number, userId: number | undefined): Promise<AppError> {
  const owner = await orders.findOrderOwner(db, id);
  if (!owner || (userId !== undefined && owner.user_id !== userId)) return new AppError('ORDER_NOT_FOUND');
  return new AppError('ORDER_STATUS_CHANGED');
}

/**
 * 0 → -1, the first step of the cancel flow (flows/cancel.ts): an unpaid order cancelled by the shopper, or by the
 * scheduler when its time ran out ('expire'). Undefined when the order was not waiting for payment (already paid or
 * cancelled by a concurrent call).
 */
export async function moveToCancelled(trx: Executor, id: number, mover: Mover, userId?: number) {
  return tryMoveOrder(trx, {
    event: mover.actor === 'system' ? 'expire' : 'cancel',
    id,
    userId,
    from: ORDER_STATUS.waitingPay,
    mover,
    set: { cancelled_at: new Date() },
  });
}

/** A cancelled order's quantities back to its SKUs, then to its products (order's stock statements). */
export async function giveBackStock(trx: Executor, id: number) {
  const items = await orders.listItemsForStock(trx, id);
  for (const item of items) await stock.releaseSku(trx, item.sku_id, item.quantity);
  for (const [productId, quantity] of stock.quantitiesByProduct(
    items.map((item) => ({ sku: item, quantity: item.quantity })),
  )) {
    await stock.moveProductStock(trx, productId, quantity);
  }
  return items;
}

/** The promo code's use back, when the checkout's last open order is the one cancelled. */
export async function giveBackPromoUse(trx: Executor, checkoutNo: string): Promise<void> {
  if (await orders.checkoutFullyCancelled(trx, checkoutNo)) await releaseRedemption(trx, checkoutNo);
}

/** 2 → 3: the goods arrived (the shopper confirms, or the scheduler after the set number of days). */
export async function markReceived(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const order = await tryMoveOrder(trx, {
    event: mover.actor === 'system' ? 'autoReceive' : 'confirm',
    id,
    userId,
    from: ORDER_STATUS.delivered,
    mover,
    set: { received_at: new Date() },
  });
  return order !== undefined;
}

/**
 * 3 → 4: the order is complete (reviewed, or the set number of days after receipt); the first step of the complete
 * and settle flow (flows/complete-and-settle.ts), which pays the shop in the same transaction.
 */
export async function markCompleted(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const order = await tryMoveOrder(trx, {
    event: mover.actor === 'system' ? 'autoComplete' : 'review',
    id,
    userId,
    from: ORDER_STATUS.received,
    mover,
    set: { completed_at: new Date() },
  });
  return order !== undefined;
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
