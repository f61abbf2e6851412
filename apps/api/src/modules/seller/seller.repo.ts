import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText } from '../../db/schema.ts';
import { localized } from '../catalogue/shop.service.ts';

/**
 * Sellers and what the seller center reads. Every read of a seller's orders, refunds, reviews and money takes the
 * shop's id and filters by it here, in the repository (Spree's and Vendure's rule): a route cannot forget it.
 */

// ——— accounts and applications ———

export interface NewSeller {
  account: string;
  account_key: string;
  password_hash: string;
  shop_name: LocalizedText;
  contact_name: string;
  email: string;
  mobile: string;
  country: string;
  documents: string[];
}

/** The new application; undefined when the account is taken (the unique key decides, no error). */
export async function insertSeller(db: Executor, seller: NewSeller) {
  return db
    .insertInto('sellers')
    .values({ ...seller, shop_name: JSON.stringify(seller.shop_name), documents: JSON.stringify(seller.documents) })
    .onConflict((oc) => oc.column('account_key').doNothing())
    .returning(['id', 'status'])
    .executeTakeFirst();
}

export async function findSellerByAccountKey(db: Executor, accountKey: string) {
  return db.selectFrom('sellers').selectAll().where('account_key', '=', accountKey).executeTakeFirst();
}

export async function findSeller(db: Executor, id: number) {
  return db.selectFrom('sellers').selectAll().where('id', '=', id).executeTakeFirst();
}
export type SellerRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/** What a seller session needs: approved, with its shop. */
export async function findSellerSession(db: Executor, id: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'shop_id'])
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** The seller center's header: the shop's name, logo and whether it may sell. */
export async function findSellerShop(db: Executor, shopId: number) {
  return db
    .selectFrom('shops')
    .select(['id', 'name', 'logo', 'active'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
}

export async function findSellerOfShop(db: Executor, shopId: number) {
  return db.selectFrom('sellers').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export async function recordSellerLogin(db: Executor, id: number): Promise<void> {
  await db.updateTable('sellers').set({ last_login_at: sql`now()` }).where('id', '=', id).execute();
}

export async function setSellerPassword(db: Executor, id: number, hash: string): Promise<void> {
  await db.updateTable('sellers').set({ password_hash: hash }).where('id', '=', id).execute();
}

export async function setSellerPayPassword(db: Executor, id: number, hash: string): Promise<void> {
  await db.updateTable('sellers').set({ pay_password_hash: hash }).where('id', '=', id).execute();
}

export async function listApplications(db: Executor, status: number | undefined, limit: number, offset: number) {
  let query = db.selectFrom('sellers');
  if (status !== undefined) query = query.where('status', '=', status);
  const [list, total] = await Promise.all([
    // Newest application first: a refused merchant's new application comes up with the others of its day.
    query.selectAll().orderBy('applied_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** A seller's row, held until the transaction ends (a re-application and a decision wait for each other). */
export async function lockSeller(db: Executor, id: number) {
  return db.selectFrom('sellers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Keeps a refused application (what was applied for, the reason, who decided) before a new one replaces it. */
export async function insertRefusal(db: Executor, seller: SellerRow): Promise<void> {
  await db
    .insertInto('seller_refusals')
    .values({
      seller_id: seller.id,
      shop_name: JSON.stringify(seller.shop_name),
      contact_name: seller.contact_name,
      email: seller.email,
      mobile: seller.mobile,
      country: seller.country,
      documents: JSON.stringify(seller.documents),
      applied_at: seller.applied_at,
      reason: seller.reason,
      decided_at: seller.decided_at ?? sql<Date>`now()`,
      decided_by: seller.decided_by,
    })
    .execute();
}

/** A refused application replaced by a new one: back to pending (0), the decision cleared; undefined unless refused. */
export async function reopenApplication(
  db: Executor,
  id: number,
  application: Omit<NewSeller, 'account' | 'account_key' | 'password_hash'>,
) {
  return db
    .updateTable('sellers')
    .set({
      ...application,
      shop_name: JSON.stringify(application.shop_name),
      documents: JSON.stringify(application.documents),
      status: 0,
      reason: '',
      decided_at: null,
      decided_by: null,
      applied_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 2)
    .returning(['id', 'status'])
    .executeTakeFirst();
}

/** The earlier refusals of some sellers, oldest first. */
export async function refusalsOf(db: Executor, sellerIds: number[]) {
  if (sellerIds.length === 0) return [];
  return db
    .selectFrom('seller_refusals')
    .select(['seller_id', 'shop_name', 'applied_at', 'reason', 'decided_at'])
    .where('seller_id', 'in', sellerIds)
    .orderBy('id')
    .execute();
}

/** Decides a pending application, once: the conditional status update decides between two operators. */
export async function decideApplication(
  db: Executor,
  id: number,
  decision: { status: 1 | 2; shopId?: number; reason?: string; operatorId: number },
) {
  return db
    .updateTable('sellers')
    .set({
      status: decision.status,
      shop_id: decision.shopId ?? null,
      reason: decision.reason ?? '',
      decided_at: sql`now()`,
      decided_by: decision.operatorId,
    })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning(['id', 'status', 'shop_id'])
    .executeTakeFirst();
}

// ——— the shop's reviews ———

export async function listShopReviews(
  db: Executor,
  shopId: number,
  lang: string,
  filter: { replied?: boolean },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .innerJoin('orders', 'orders.id', 'reviews.order_id')
    .innerJoin('order_items', 'order_items.id', 'reviews.order_item_id')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .where('reviews.shop_id', '=', shopId);
  if (filter.replied === true) query = query.where('reviews.reply', 'is not', null);
  if (filter.replied === false) query = query.where('reviews.reply', 'is', null);
  const [list, total] = await Promise.all([
    query
      .select([
        'reviews.id',
        'reviews.product_id',
        localized('products.title', lang).as('product_title'),
        sql<string>`products.images->0->>'small'`.as('product_image'),
        'orders.order_no',
        'users.account',
        'reviews.content',
        'reviews.product_score',
        'reviews.service_score',
        'reviews.postage_score',
        'reviews.images',
        'order_items.spec',
        'reviews.hidden',
        'reviews.reply',
        'reviews.replied_at',
        'reviews.created_at',
      ])
      .orderBy('reviews.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** The one public reply, written only once and only on the shop's own review. */
export async function replyToReview(db: Executor, shopId: number, reviewId: number, content: string) {
  return db
    .updateTable('reviews')
    .set({ reply: content, replied_at: sql`now()` })
    .where('id', '=', reviewId)
    .where('shop_id', '=', shopId)
    .where('reply', 'is', null)
    .returning('id')
    .executeTakeFirst();
}

export async function findShopReview(db: Executor, shopId: number, reviewId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'reply'])
    .where('id', '=', reviewId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

// ——— the dashboard ———

/** Paid orders of the shop since `since`: GMV, count and units. */
export async function shopSalesSince(db: Executor, shopId: number, since: Date) {
  const row = await db
    .selectFrom('orders')
    .select([
      sql<number>`coalesce(sum(total), 0)`.as('gmv'),
      sql<number>`count(*)`.as('orders'),
      sql<number>`coalesce(sum(quantity), 0)`.as('units'),
    ])
    .where('shop_id', '=', shopId)
    .where('paid_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { gmv: Number(row.gmv), orders: Number(row.orders), units: Number(row.units) };
}

export async function countShopOrders(db: Executor, shopId: number, status: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countShopRefunds(db: Executor, shopId: number, statuses: number[]): Promise<number> {
  const row = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countLowStock(db: Executor, shopId: number, lowStock: number): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('on_sale', '=', true)
    .where('stock', '<=', lowStock)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function settledSince(db: Executor, shopId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('settlements')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
    .where('shop_id', '=', shopId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The order numbers behind a page of ledger entries (settlements refer to orders). */
export async function orderNumbers(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('orders').select(['id', 'order_no']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.order_no]));
}

// ——— payment code ———

export async function lockSellerForPayCheck(db: Executor, id: number) {
  return db
    .selectFrom('sellers')
    .select(['id', 'pay_password_hash', 'pay_locked_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockSellerPayments(db: Executor, id: number, minutes: number): Promise<void> {
  await db
    .updateTable('sellers')
    .set({ pay_locked_until: sql`now() + make_interval(mins => ${minutes})` })
    .where('id', '=', id)
    .execute();
}
