import type { RefundApplyBody, RefundDto } from '@shop/contract/refund';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { retryOnConflict } from '../lib/retry.ts';
import { lockOrder, moveOrder } from '../modules/order/order.service.ts';
import { notifySeller } from '../modules/notification/notification.service.ts';
import { getRefund, openRefund } from '../modules/refund/refund.service.ts';
import { loadOrderSettings } from '../modules/settings/order-settings.ts';
import { formatCents } from '@shop/contract/money';
import { flow } from './flow.ts';

/**
 * The refund-apply flow (docs/modules.md#flows), one transaction: lock the shopper's order (one request or decision
 * at a time per order), open the refund (one open request per order, lines of the order, an amount within what is
 * still refundable), move the order to after-sale (-4) through the transition table, and tell the seller by when
 * to answer. The answer is the
 * request as the shopper reads it.
 */
export async function applyRefund(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: RefundApplyBody,
  lang: string,
): Promise<RefundDto> {
  const id = await retryOnConflict(() =>
    deps.db.transaction().execute(async (trx) => {
      const step = flow('refund apply', trx);
      const order = await step('lock the order', () => lockOrder(trx, body.order_id, userId));
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const refundId = await step('open the refund', () => openRefund(trx, order, userId, body));
      await step('move the order to after-sale', () =>
        moveOrder(trx, {
          event: 'applyRefund',
          id: order.id,
          userId,
          from: order.status,
          mover: { actor: 'shopper', actorId: userId },
        }),
      );
      // The seller answers within the order settings' days; after that the platform decides.
      const days = (await loadOrderSettings(trx)).seller_refund_days;
      await step('tell the seller', () =>
        notifySeller(trx, {
          shopId: order.shop_id,
          messageKey: 'sellerNotifications.refundRequested',
          params: {
            order_no: order.order_no,
            amount: formatCents(body.amount),
            deadline: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
          },
          refType: 'refund',
          refId: refundId,
        }),
      );
      return refundId;
    }),
  );
  return getRefund(deps, userId, id, lang);
}
