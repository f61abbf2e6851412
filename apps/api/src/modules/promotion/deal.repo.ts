import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DealsTable, ImagePair, LocalizedText, SpecDimension } from '../../db/schema.ts';

/**
 * Timed deals and the platform's campaigns (docs/domain.md#timed-deals). A deal's units are taken by the checkout in
 * the statement that reserves the SKU's stock (order module); here they are created, read and ended.
 */

/** Running: active, and now inside its window. */
const RUNNING = sql<boolean>`deals.active and now() >= deals.starts_at and now() < deals.ends_at`;

export type DealFields = Omit<Insertable<DealsTable>, 'id' | 'shop_id' | 'created_at' | 'updated_at'>;
export interface DealItemFields {
  sku_id: number;
  product_id: number;
  price: number;
  deal_stock: number;
  per_user_limit: number | null;
}

/** Locks the shop's deals for a save: two saves of one shop cannot both place a SKU in overlapping deals. */
export async function lockShopDeals(db: Executor, shopId: number): Promise<void> {
  await db.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().executeTakeFirst();
}

export async function insertDeal(db: Executor, shopId: number, fields: DealFields) {
  return db
    .insertInto('deals')
    .values({ ...fields, shop_id: shopId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDeal(db: Executor, shopId: number, id: number, fields: Partial<DealFields>) {
  return db
    .updateTable('deals')
    .set({ ...fields, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .returningAll()
    .executeTakeFirst();
}

export async function findDeal(db: Executor, shopId: number, id: number) {
  return db.selectFrom('deals').selectAll().where('id', '=', id).where('shop_id', '=', shopId).executeTakeFirst();
}
export type DealRow = NonNullable<Awaited<ReturnType<typeof findDeal>>>;

/** A deal not yet started gets its items anew (none has sold). */
export async function replaceItems(db: Executor, dealId: number, items: DealItemFields[]): Promise<void> {
  await db.deleteFrom('deal_items').where('deal_id', '=', dealId).execute();
  if (items.length > 0)
    await db
      .insertInto('deal_items')
      .values(items.map((item) => ({ ...item, deal_id: dealId })))
      .execute();
}

/** The shop's SKUs among these ids, still sold, with their product and price. */
export async function shopSkus(db: Executor, shopId: number, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .select([
      'skus.id',
      'skus.product_id',
      'skus.price',
      'skus.compare_at_price',
      sql<LocalizedText>`products.title`.as('title'),
    ])
    .where('skus.id', 'in', skuIds)
    .where('products.shop_id', '=', shopId)
    .where('skus.retired_at', 'is', null)
    .execute();
}

/** SKUs among these that are in another active deal whose window overlaps [startsAt, endsAt). */
export async function busySkus(db: Executor, skuIds: number[], startsAt: Date, endsAt: Date, exceptDealId?: number) {
  if (skuIds.length === 0) return [];
  let query = db
    .selectFrom('deal_items')
    .innerJoin('deals', 'deals.id', 'deal_items.deal_id')
    .select('deal_items.sku_id')
    .where('deal_items.sku_id', 'in', skuIds)
    .where('deals.active', '=', true)
    .where('deals.starts_at', '<', endsAt)
    .where('deals.ends_at', '>', startsAt);
  if (exceptDealId !== undefined) query = query.where('deals.id', '!=', exceptDealId);
  return (await query.execute()).map((row) => row.sku_id);
}

function dealItemsWithSku(db: Executor) {
  return db
    .selectFrom('deal_items')
    .innerJoin('skus', 'skus.id', 'deal_items.sku_id')
    .innerJoin('products', 'products.id', 'deal_items.product_id')
    .select([
      'deal_items.id',
      'deal_items.deal_id',
      'deal_items.sku_id',
      'deal_items.product_id',
      'deal_items.price',
      'deal_items.deal_stock',
      'deal_items.sold',
      'deal_items.per_user_limit',
      'skus.options',
      sql<number>`skus.price`.as('normal_price'),
      'skus.compare_at_price',
      sql<LocalizedText>`products.title`.as('title'),
      sql<ImagePair>`products.images->0`.as('image'),
      sql<SpecDimension[]>`products.specs`.as('specs'),
    ]);
}
export type DealItemRow = Awaited<ReturnType<typeof listItemsOfDeals>>[number];

export async function listItemsOfDeals(db: Executor, dealIds: number[]) {
  if (dealIds.length === 0) return [];
  return dealItemsWithSku(db).where('deal_items.deal_id', 'in', dealIds).orderBy('deal_items.id').execute();
}

export async function listDeals(db: Executor, shopId: number, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('deals')
      .leftJoin('campaigns', 'campaigns.id', 'deals.campaign_id')
      .selectAll('deals')
      .select(sql<LocalizedText | null>`campaigns.name`.as('campaign_name'))
      .where('deals.shop_id', '=', shopId)
      .orderBy('deals.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('deals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export async function listedProductShop(db: Executor, productId: number) {
  return db
    .selectFrom('products')
    .select('shop_id')
    .where('id', '=', productId)
    .where('listed', '=', true)
    .executeTakeFirst();
}

/** The running deal items of a product's SKUs (at most one per SKU: deals of one SKU never overlap). */
export async function runningItemsOfProduct(db: Executor, productId: number) {
  return db
    .selectFrom('deal_items')
    .innerJoin('deals', 'deals.id', 'deal_items.deal_id')
    .innerJoin('skus', 'skus.id', 'deal_items.sku_id')
    .select([
      'deal_items.deal_id',
      'deal_items.sku_id',
      'deal_items.price',
      'deal_items.deal_stock',
      'deal_items.sold',
      'deal_items.per_user_limit',
      'deals.ends_at',
      sql<number>`skus.price`.as('normal_price'),
      'skus.compare_at_price',
    ])
    .where('deal_items.product_id', '=', productId)
    .where(RUNNING)
    .execute();
}

/**
 * A deal item as a checkout line needs it: its price, limits and whether its deal runs now (no timestamps: the
 * buy-now read carries it as JSON). Undefined when the deal does not hold this SKU.
 */
export function dealItemQuery(db: Executor, dealId: number, skuId: number) {
  return dealItemColumns(db).where('deal_items.deal_id', '=', dealId).where('deal_items.sku_id', '=', skuId);
}

function dealItemColumns(db: Executor) {
  return db
    .selectFrom('deal_items')
    .innerJoin('deals', 'deals.id', 'deal_items.deal_id')
    .select([
      'deal_items.id',
      'deal_items.deal_id',
      'deal_items.sku_id',
      'deal_items.price',
      'deal_items.deal_stock',
      'deal_items.sold',
      'deal_items.per_user_limit',
      RUNNING.as('running'),
    ]);
}

export async function findDealItem(db: Executor, dealId: number, skuId: number) {
  return dealItemQuery(db, dealId, skuId).executeTakeFirst();
}
export type CheckoutDealItem = NonNullable<Awaited<ReturnType<typeof findDealItem>>>;

/**
 * The running deal item of each of these SKUs (deals of one SKU never overlap, so at most one each), as a checkout
 * line needs it, with the units this shopper has taken of it: one read for a whole preview.
 */
export async function runningItemsOfSkus(db: Executor, skuIds: number[], userId: number) {
  if (skuIds.length === 0) return [];
  return dealItemColumns(db)
    .leftJoin('deal_takes', (join) =>
      join.onRef('deal_takes.deal_item_id', '=', 'deal_items.id').on('deal_takes.user_id', '=', userId),
    )
    .select(sql<number>`coalesce(deal_takes.quantity, 0)`.as('taken'))
    .where('deal_items.sku_id', 'in', skuIds)
    .where(RUNNING)
    .execute();
}

/**
 * Per SKU among these, the highest price of its deals that run now or are still to start (ended or stopped ones
 * no longer bind the price): a SKU's normal price must stay above every one of them.
 */
export async function highestDealPricesOfSkus(db: Executor, skuIds: number[]) {
  if (skuIds.length === 0) return [];
  return db
    .selectFrom('deal_items')
    .innerJoin('deals', 'deals.id', 'deal_items.deal_id')
    .select(['deal_items.sku_id', sql<number>`max(deal_items.price)`.as('price')])
    .where('deal_items.sku_id', 'in', skuIds)
    .where('deals.active', '=', true)
    .where(sql<boolean>`deals.ends_at > now()`)
    .groupBy('deal_items.sku_id')
    .execute();
}

/** Units of a deal item one shopper has taken. */
export async function takenBy(db: Executor, dealItemId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('deal_takes')
    .select('quantity')
    .where('deal_item_id', '=', dealItemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/**
 * The Home page's Deals strip: per listed product, its running deal item with the lowest price that still has
 * units, soonest ending first.
 */
export async function dealCards(db: Executor, limit: number) {
  const { rows } = await sql<{
    deal_id: number;
    product_id: number;
    sku_id: number;
    price: number;
    normal_price: number;
    compare_at_price: number | null;
    deal_stock: number;
    sold: number;
    ends_at: Date;
    title: LocalizedText;
    image: ImagePair;
    campaign: LocalizedText | null;
  }>`
    select * from (
      select distinct on (di.product_id) di.deal_id, di.product_id, di.sku_id, di.price, s.price as normal_price,
        s.compare_at_price, di.deal_stock, di.sold, d.ends_at, p.title, p.images->0 as image, c.name as campaign
      from deal_items di
        join deals d on d.id = di.deal_id
        join skus s on s.id = di.sku_id
        join products p on p.id = di.product_id
        left join campaigns c on c.id = d.campaign_id
      where d.active and now() >= d.starts_at and now() < d.ends_at and p.listed and s.retired_at is null
        and di.sold < di.deal_stock and s.stock > 0
      order by di.product_id, di.price, di.id
    ) cards
    order by ends_at, product_id
    limit ${limit}`.execute(db);
  return rows;
}

/** The next start or end of an active deal after now: the catalogue's generation moves then. */
export async function nextDealBoundary(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('deals')
    .select(
      sql<Date | null>`least(min(starts_at) filter (where starts_at > now()), min(ends_at) filter (where ends_at > now()))`.as(
        'next',
      ),
    )
    .where('active', '=', true)
    .executeTakeFirstOrThrow();
  return row.next === null ? null : new Date(row.next);
}

// ---- campaigns ----

export interface CampaignFields {
  name: LocalizedText;
  starts_at: Date;
  ends_at: Date;
  active: boolean;
}

export async function insertCampaign(db: Executor, fields: CampaignFields) {
  return db
    .insertInto('campaigns')
    .values({ ...fields, name: JSON.stringify(fields.name) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCampaign(db: Executor, id: number, fields: CampaignFields) {
  return db
    .updateTable('campaigns')
    .set({ ...fields, name: JSON.stringify(fields.name) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A campaign's window and state carried to the deals that joined it (they run when it runs). */
export async function alignCampaignDeals(
  db: Executor,
  campaign: { id: number; starts_at: Date; ends_at: Date; active: boolean },
) {
  await db
    .updateTable('deals')
    .set({
      starts_at: campaign.starts_at,
      ends_at: campaign.ends_at,
      ...(campaign.active ? {} : { active: false }),
      updated_at: sql`now()`,
    })
    .where('campaign_id', '=', campaign.id)
    .execute();
}

export async function findCampaign(db: Executor, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}
export type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export async function listCampaigns(db: Executor, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('campaigns')
      .selectAll('campaigns')
      .select([
        sql<number>`(select count(distinct shop_id) from deals where deals.campaign_id = campaigns.id and deals.active)`.as(
          'shops',
        ),
        sql<number>`(select count(*) from deal_items join deals on deals.id = deal_items.deal_id
          where deals.campaign_id = campaigns.id and deals.active)`.as('items'),
      ])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** Campaigns a shop may still join (active, not started), and whether it has. */
export async function openCampaigns(db: Executor, shopId: number) {
  return db
    .selectFrom('campaigns')
    .select([
      'campaigns.id',
      'campaigns.name',
      'campaigns.starts_at',
      'campaigns.ends_at',
      sql<boolean>`exists (select 1 from deals where deals.campaign_id = campaigns.id and deals.shop_id = ${shopId}
        and deals.active)`.as('joined'),
    ])
    .where('campaigns.active', '=', true)
    .where('campaigns.starts_at', '>', sql<Date>`now()`)
    .orderBy('campaigns.starts_at')
    .execute();
}

/**
 * Gives a cancelled line's units back to its deal, and to the shopper's count, only while the deal runs (an ended
 * deal keeps what it sold). One statement; the deal item's row is taken after the SKU's (the caller's lock order).
 */
export async function returnDealUnits(db: Executor, dealId: number, skuId: number, userId: number, quantity: number) {
  await sql`
    with item as (
      update deal_items set sold = deal_items.sold - ${quantity}
      from deals
      where deals.id = deal_items.deal_id and deal_items.deal_id = ${dealId} and deal_items.sku_id = ${skuId}
        and deals.active and now() < deals.ends_at
      returning deal_items.id
    )
    update deal_takes set quantity = deal_takes.quantity - ${quantity}
    from item where deal_takes.deal_item_id = item.id and deal_takes.user_id = ${userId}`.execute(db);
}
