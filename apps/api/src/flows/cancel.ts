import type { OrderDetailDto } from '@shop/contract/order';
import type { AppDeps } from '../app-deps.ts';
import type { Executor } from '../db/database.ts';
import type { Params } from '../lib/i18n.ts';
import { retryOnConflict } from '../lib/retry.ts';
import { notify } from '../modules/notification/notification.service.ts';
import { giveBackDealUnits } from '../modules/promotion/deal.service.ts';
import { giveBackVoucherUse } from '../modules/promotion/voucher.service.ts';
import {
  getShopperOrder,
  giveBackPromoUse,
  giveBackStock,
  type Mover,
  moveToCancelled,
  transitionRefusal,
} from '../modules/order/order.service.ts';
import { flow } from './flow.ts';

/**
 * The cancel flow (docs/modules.md#flows): an unpaid order 0 → -1, by the shopper or, when its time ran out, by the
 * scheduler (and by a payment that found it expired, flows/pay.ts). Steps, in the caller's transaction: cancel the
 * order (a conditional move: false when it was no longer waiting for payment, and nothing else happens), give back
 * the stock, give back the promo code's use when the checkout's last open order is cancelled, and tell the shopper
 * when it expired.
 */
export async function cancelUnpaid(trx: Executor, id: number, mover: Mover, userId?: number): Promise<boolean> {
  const step = flow('cancel', trx);
  const order = await step('cancel the order', () => moveToCancelled(trx, id, mover, userId));
  if (!order) return false;
  const lines = await step('give back the stock', () => giveBackStock(trx, id));
  await step('give back the deal units', () => giveBackDealUnits(trx, order.user_id, lines));
  await step('give back the voucher use', () => giveBackVoucherUse(trx, id));
  await step('give back the promo use', () => giveBackPromoUse(trx, order.checkout_no));
  if (mover.actor === 'system') {
    await step('tell the shopper it expired', () =>
      notify(trx, {
        userId: order.user_id,
        messageKey: 'notifications.orderExpired',
        params: { order_no: order.order_no },
        refType: 'order',
        refId: id,
      }),
    );
  }
  return true;
}

/** POST /api/order/cancel: the shopper cancels an unpaid order, in one transaction; the answer is the order. */
export async function cancelShopperOrder(
  deps: AppDeps,
  userId: number,
  id: number,
  lang: string,
  t: (key: string, params?: Params) => string,
): Promise<OrderDetailDto> {
  await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await cancelUnpaid(trx, id, { actor: 'shopper', actorId: userId }, userId)))
        throw await transitionRefusal(trx, id, userId);
    }),
  );
  return getShopperOrder(deps, userId, id, lang, t);
}
