import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText, ReviewsTable, SpecChoice } from '../../db/schema.ts';

/** An order line with its order, only when the order is the shopper's. */
export async function findOrderLine(db: Executor, userId: number, orderItemId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.id', 'order_items.order_id', 'order_items.product_id', 'orders.shop_id', 'orders.status'])
    .where('order_items.id', '=', orderItemId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
}

export async function lockOrderRow(db: Executor, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'order_no'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

export async function reviewExists(db: Executor, orderItemId: number): Promise<boolean> {
  return (
    (await db.selectFrom('reviews').select('id').where('order_item_id', '=', orderItemId).executeTakeFirst()) !==
    undefined
  );
}

export async function insertReview(db: Executor, review: Insertable<ReviewsTable>): Promise<number> {
  return (await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow()).id;
}

/** Lines of an order not reviewed yet. */
export async function countUnreviewedLines(db: Executor, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .leftJoin('reviews', 'reviews.order_item_id', 'order_items.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_items.order_id', '=', orderId)
    .where('reviews.id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A review's part in the figures: which product and shop, and its three scores. */
export interface ReviewScores {
  product_id: number;
  shop_id: number;
  product_score: number;
  service_score: number;
  postage_score: number;
}

/**
 * The review figures a product and its shop show (count, the three score sums the averages come from, the
 * favorable rate): added or taken away with a visible review, in the transaction that writes, hides or shows it.
 */
export async function moveReviewFigures(db: Executor, review: ReviewScores, sign: 1 | -1) {
  await db
    .updateTable('products')
    .set({
      review_count: sql`review_count + ${sign}`,
      rating_total: sql`rating_total + ${sign * review.product_score}`,
      service_total: sql`service_total + ${sign * review.service_score}`,
      postage_total: sql`postage_total + ${sign * review.postage_score}`,
    })
    .where('id', '=', review.product_id)
    .execute();
  await db
    .updateTable('shops')
    .set({
      review_count: sql`review_count + ${sign}`,
      good_review_count: sql`good_review_count + ${review.product_score >= 4 ? sign : 0}`,
    })
    .where('id', '=', review.shop_id)
    .execute();
}

export async function pendingLines(db: Executor, orderId: number) {
  return db
    .selectFrom('order_items')
    .leftJoin('reviews', 'reviews.order_item_id', 'order_items.id')
    .select([
      'order_items.id',
      'order_items.product_id',
      sql<LocalizedText>`order_items.title`.as('title'),
      sql<{ small: string; large: string }>`order_items.image`.as('image'),
      sql<SpecChoice[]>`order_items.spec`.as('spec'),
      sql<boolean>`reviews.id is not null`.as('reviewed'),
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

const reviewColumns = [
  'reviews.id',
  'reviews.order_id',
  'reviews.product_id',
  'reviews.shop_id',
  'reviews.content',
  'reviews.product_score',
  'reviews.service_score',
  'reviews.postage_score',
  'reviews.images',
  'reviews.hidden',
  'reviews.hidden_reason',
  'reviews.reply',
  'reviews.replied_at',
  'reviews.created_at',
  'users.account',
  sql<SpecChoice[]>`order_items.spec`.as('spec'),
  sql<LocalizedText>`order_items.title`.as('product_title'),
] as const;

function reviewsWithAuthor(db: Executor) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .innerJoin('order_items', 'order_items.id', 'reviews.order_item_id')
    .select(reviewColumns);
}
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsWithAuthor>['execute']>>[number];

export async function findReview(db: Executor, id: number, userId?: number) {
  let query = reviewsWithAuthor(db).where('reviews.id', '=', id);
  if (userId !== undefined) query = query.where('reviews.user_id', '=', userId);
  return query.executeTakeFirst();
}

export interface ReviewFilter {
  productId?: number;
  userId?: number;
  hidden?: boolean;
  withImages?: boolean;
}

export async function listReviews(db: Executor, filter: ReviewFilter, limit: number, offset: number) {
  let query = reviewsWithAuthor(db);
  if (filter.productId !== undefined) query = query.where('reviews.product_id', '=', filter.productId);
  if (filter.userId !== undefined) query = query.where('reviews.user_id', '=', filter.userId);
  if (filter.hidden !== undefined) query = query.where('reviews.hidden', '=', filter.hidden);
  if (filter.withImages) query = query.where(sql<boolean>`jsonb_array_length(reviews.images) > 0`);
  const rows = await query
    .select(sql<number>`count(*) over ()`.as('full_count'))
    .orderBy('reviews.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { list: rows, total: Number(rows[0]?.full_count ?? 0) };
}

/** A product's review counters (its visible reviews' count and score sums), read, not aggregated. */
export async function productReviewCounters(db: Executor, productId: number) {
  return db
    .selectFrom('products')
    .select(['review_count', 'rating_total', 'service_total', 'postage_total'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/** Hides or shows a review; returns it when its visibility really changed. */
export async function setHidden(db: Executor, id: number, hidden: boolean, reason: string) {
  return db
    .updateTable('reviews')
    .set({ hidden, hidden_reason: reason })
    .where('id', '=', id)
    .where('hidden', '=', !hidden)
    .returning(['id', 'user_id', 'product_id', 'shop_id', 'product_score', 'service_score', 'postage_score'])
    .executeTakeFirst();
}
