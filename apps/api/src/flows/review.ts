import type { ReviewAddBody } from '@shop/contract/review';
import type { AppDeps } from '../app-deps.ts';
import { countMoneyOperation } from '../lib/metrics.ts';
import { notifySeller } from '../modules/notification/notification.service.ts';
import { readMyReview, writeReview } from '../modules/review/review.service.ts';
import { completeAndSettle } from './complete-and-settle.ts';
import { flow } from './flow.ts';

/**
 * The review flow (docs/modules.md#flows), one transaction: write the review of one line of a received order (the
 * order locked, the product's and shop's figures moved), tell the seller; when it was the order's last unreviewed line, complete
 * and settle the order (flows/complete-and-settle.ts: 3 → 4, the shop paid).
 */
export async function addReview(deps: Pick<AppDeps, 'db'>, userId: number, body: ReviewAddBody, lang: string) {
  const { id, completed } = await deps.db.transaction().execute(async (trx) => {
    const step = flow('review', trx);
    const review = await step('write the review', () => writeReview(trx, userId, body));
    await step('tell the seller', () =>
      notifySeller(trx, {
        shopId: review.shopId,
        messageKey: 'sellerNotifications.reviewPosted',
        params: { score: body.product_score, order_no: review.orderNo },
        refType: 'review',
        refId: review.id,
      }),
    );
    const done =
      review.lastLine &&
      (await step('complete and settle the order', () =>
        completeAndSettle(trx, review.orderId, { actor: 'shopper', actorId: userId }, userId),
      ));
    return { id: review.id, completed: done };
  });
  // The last review completed the order, and so settled it (counted once committed).
  if (completed) countMoneyOperation('settlement', 'ok');
  return { review: await readMyReview(deps, userId, id, lang), order_completed: completed };
}
