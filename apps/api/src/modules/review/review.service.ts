import type { ReviewAddBody, ReviewDto } from '@shop/contract/review';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { averageRating } from '../catalogue/catalogue-dto.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notification/notification.service.ts';
import { findOrder } from '../order/order.service.ts';
import { specLine, textIn } from '../../lib/order-text.ts';
import * as repo from './review.repo.ts';

/** "a***e": enough to tell reviewers apart, not enough to find them. */
export function maskAccount(account: string): string {
  if (account.length <= 2) return `${account[0] ?? ''}***`;
  return `${account[0]}***${account[account.length - 1]}`;
}

function toReview(row: repo.ReviewRow, lang: string): ReviewDto {
  return {
    id: row.id,
    product_id: row.product_id,
    author: maskAccount(row.account),
    content: row.content,
    product_score: row.product_score,
    service_score: row.service_score,
    postage_score: row.postage_score,
    images: row.images,
    spec: specLine(row.spec, lang),
    reply: row.reply,
    replied_at: row.replied_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function toMine(row: repo.ReviewRow, lang: string) {
  return { ...toReview(row, lang), hidden: row.hidden, hidden_reason: row.hidden_reason, order_id: row.order_id };
}

/** The lines of the shopper's received order and which are reviewed (the /comment page). */
export async function pendingReviews({ db }: AppDeps, userId: number, orderId: number, lang: string) {
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const lines = await repo.pendingLines(db, orderId);
  return {
    order: { id: order.id, order_no: order.order_no, status: order.status },
    items: lines.map((line) => ({
      order_item_id: line.id,
      product_id: line.product_id,
      title: textIn(line.title, lang),
      image: line.image,
      spec: specLine(line.spec, lang),
      reviewed: line.reviewed,
    })),
  };
}

/**
 * The review's part of the review flow (flows/review.ts), in its transaction: one line of a received order reviewed
 * (one review per line, the order locked while it is written), the product's and shop's figures moved with it.
 * `lastLine`: no line of the order is left unreviewed, so the flow completes the order (3 → 4) and settles it.
 */
export async function writeReview(trx: Executor, userId: number, body: ReviewAddBody) {
  const line = await repo.findOrderLine(trx, userId, body.order_item_id);
  if (!line) throw new AppError('ORDER_NOT_FOUND');
  const order = await repo.lockOrderRow(trx, line.order_id);
  if (order?.status !== ORDER_STATUS.received) throw new AppError('ORDER_NOT_REVIEWABLE');
  if (await repo.reviewExists(trx, line.id)) throw new AppError('REVIEW_EXISTS');
  const reviewId = await repo.insertReview(trx, {
    order_item_id: line.id,
    order_id: line.order_id,
    user_id: userId,
    product_id: line.product_id,
    shop_id: line.shop_id,
    content: body.content,
    product_score: body.product_score,
    service_score: body.service_score,
    postage_score: body.postage_score,
    images: JSON.stringify(body.images),
  });
  await repo.moveReviewFigures(
    trx,
    {
      product_id: line.product_id,
      shop_id: line.shop_id,
      product_score: body.product_score,
      service_score: body.service_score,
      postage_score: body.postage_score,
    },
    1,
  );
  const lastLine = (await repo.countUnreviewedLines(trx, line.order_id)) === 0;
  return { id: reviewId, orderId: line.order_id, orderNo: order.order_no, shopId: line.shop_id, lastLine };
}

/** One of the shopper's own reviews, as /api/review/add answers it. */
export async function readMyReview({ db }: Pick<AppDeps, 'db'>, userId: number, id: number, lang: string) {
  const row = await repo.findReview(db, id, userId);
  if (!row) throw new AppError('REVIEW_NOT_FOUND');
  return toMine(row, lang);
}

export async function myReviews({ db }: AppDeps, userId: number, page: number, limit: number, lang: string) {
  const { list, total } = await repo.listReviews(db, { userId }, limit, (page - 1) * limit);
  return { list: list.map((row) => toMine(row, lang)), total, page, limit };
}

/** A product's visible reviews (newest first) and its average scores. */
export async function productReviews(
  { db }: AppDeps,
  query: { product_id: number; page: number; limit: number; with_images?: boolean },
  lang: string,
) {
  const [{ list, total }, summary] = await Promise.all([
    repo.listReviews(
      db,
      { productId: query.product_id, hidden: false, withImages: query.with_images },
      query.limit,
      (query.page - 1) * query.limit,
    ),
    repo.productReviewCounters(db, query.product_id),
  ]);
  const count = summary?.review_count ?? 0;
  return {
    list: list.map((row) => toReview(row, lang)),
    total,
    page: query.page,
    limit: query.limit,
    // From the product's counters (moved with every review, hide and unhide), never a per-request aggregate.
    summary: {
      count,
      product: averageRating(summary?.rating_total ?? 0, count),
      service: averageRating(summary?.service_total ?? 0, count),
      postage: averageRating(summary?.postage_total ?? 0, count),
    },
  };
}

// ---- operators ----

/** The moderation list; `userId` narrows it to one shopper's reviews (the console's shopper page). */
export async function consoleReviews(
  { db }: AppDeps,
  query: { hidden?: boolean; product_id?: number; page: number; limit: number },
  userId?: number,
) {
  const { list, total } = await repo.listReviews(
    db,
    { userId, hidden: query.hidden, productId: query.product_id },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    list: list.map((row) => ({
      ...toMine(row, 'en'),
      account: row.account,
      product_title: textIn(row.product_title, 'en'),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

async function consoleReview(db: Executor, id: number) {
  const row = await repo.findReview(db, id);
  if (!row) throw new AppError('REVIEW_NOT_FOUND');
  return { ...toMine(row, 'en'), account: row.account, product_title: textIn(row.product_title, 'en') };
}

/** Hides a review that breaks the rules: it leaves the product's figures, and its author is told why. */
export async function hideReview({ db }: AppDeps, operatorId: number, id: number, reason: string) {
  await db.transaction().execute(async (trx) => {
    const changed = await repo.setHidden(trx, id, true, reason);
    if (!changed) {
      if (!(await repo.findReview(trx, id))) throw new AppError('REVIEW_NOT_FOUND');
      return;
    }
    await repo.moveReviewFigures(trx, changed, -1);
    await notify(trx, { userId: changed.user_id, messageKey: 'notifications.reviewHidden', params: { reason } });
    await recordAudit(trx, {
      operatorId,
      action: 'review.hide',
      targetType: 'review',
      targetId: id,
      before: { hidden: false },
      after: { hidden: true, reason },
    });
  });
  return consoleReview(db, id);
}

export async function unhideReview({ db }: AppDeps, operatorId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const changed = await repo.setHidden(trx, id, false, '');
    if (!changed) {
      if (!(await repo.findReview(trx, id))) throw new AppError('REVIEW_NOT_FOUND');
      return;
    }
    await repo.moveReviewFigures(trx, changed, 1);
    await recordAudit(trx, {
      operatorId,
      action: 'review.unhide',
      targetType: 'review',
      targetId: id,
      before: { hidden: true },
      after: { hidden: false },
    });
  });
  return consoleReview(db, id);
}
