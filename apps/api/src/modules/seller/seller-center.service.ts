import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { SellerShopSaveBody } from '@shop/contract/console-catalogue';
import { formatCents } from '@shop/contract/money';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { LOW_STOCK } from '@shop/contract/product-skus';
import type { SellerDashboardDto, SellerReviewDto } from '@shop/contract/seller';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { getShopAdmin, saveShop } from '../catalogue/catalogue-admin.service.ts';
import { shopBalance } from '../ledger/account-ledger.service.ts';
import { specLine } from '../../lib/order-text.ts';
import { maskAccount } from '../review/review.service.ts';
import * as repo from './seller.repo.ts';

/**
 * The seller center's own shop, reviews and dashboard (docs/domain.md#sellers-and-shops). Products, orders and after-sales go through the
 * catalogue, order and refund services with the seller's shop as their scope.
 */

export type SellerRef = { id: number; shopId: number };

/** The seller's shop as its editor loads it (the console's shape; `active` and the rate are read-only here). */
export async function getShop(deps: Pick<AppDeps, 'db'>, seller: SellerRef) {
  return getShopAdmin(deps, seller.shopId);
}

/** The seller edits its shop's texts, pictures and return address; only operators change `active`. */
export async function saveShopAsSeller(deps: AppDeps, seller: SellerRef, body: SellerShopSaveBody) {
  return saveShop(deps, { ...body, id: seller.shopId }, { kind: 'seller', id: seller.id });
}

export async function listReviews(
  { db }: Pick<AppDeps, 'db'>,
  seller: SellerRef,
  lang: string,
  query: { replied?: 'true' | 'false'; page: number; limit: number },
) {
  const replied = query.replied === undefined ? undefined : query.replied === 'true';
  const { list, total } = await repo.listShopReviews(
    db,
    seller.shopId,
    lang,
    { replied },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const rows: SellerReviewDto[] = list.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    product_title: row.product_title,
    product_image: row.product_image ?? '',
    order_no: row.order_no,
    author: maskAccount(row.account),
    content: row.content,
    product_score: row.product_score,
    service_score: row.service_score,
    postage_score: row.postage_score,
    images: row.images,
    spec: specLine(row.spec, lang),
    hidden: row.hidden,
    reply: row.reply,
    replied_at: row.replied_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
  return { list: rows, total, page: query.page, limit: query.limit };
}

/** One public reply per review, on the shop's own reviews only (another shop's review is "not found"). */
export async function replyToReview({ db }: Pick<AppDeps, 'db'>, seller: SellerRef, id: number, content: string) {
  const replied = await repo.replyToReview(db, seller.shopId, id, content);
  if (replied) return;
  throw (await repo.findShopReview(db, seller.shopId, id))
    ? new AppError('REVIEW_REPLIED')
    : new AppError('REVIEW_NOT_FOUND');
}

const DAY = 86_400_000;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Today, the last 7 and 30 days (UTC) of the shop's paid orders, and what waits for the seller. */
export async function dashboard(
  { db }: Pick<AppDeps, 'db'>,
  seller: SellerRef,
  now = new Date(),
): Promise<SellerDashboardDto> {
  const today = startOfUtcDay(now);
  const [day, week, month, toShip, refunds, lowStock, balance, settled] = await Promise.all([
    repo.shopSalesSince(db, seller.shopId, today),
    repo.shopSalesSince(db, seller.shopId, new Date(today.getTime() - 6 * DAY)),
    repo.shopSalesSince(db, seller.shopId, new Date(today.getTime() - 29 * DAY)),
    repo.countShopOrders(db, seller.shopId, ORDER_STATUS.waitingDelivery),
    repo.countShopRefunds(db, seller.shopId, [REFUND_STATUS.pending, REFUND_STATUS.returned]),
    repo.countLowStock(db, seller.shopId, LOW_STOCK),
    shopBalance(db, seller.shopId),
    repo.settledSince(db, seller.shopId, new Date(today.getTime() - 29 * DAY)),
  ]);
  const period = (figures: { gmv: number; orders: number; units: number }) => ({
    gmv: formatCents(figures.gmv),
    orders: figures.orders,
    units: figures.units,
  });
  return {
    today: period(day),
    last_7_days: period(week),
    last_30_days: period(month),
    to_ship: toShip,
    refunds_to_decide: refunds,
    low_stock: lowStock,
    balance: formatCents(balance),
    settled_30_days: formatCents(settled),
  };
}
