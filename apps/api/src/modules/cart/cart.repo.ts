import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ImagePair, LocalizedText, SpecDimension } from '../../db/schema.ts';

/**
 * A purchasable SKU with what a cart line or a checkout needs of its product and shop. `on_sale` says whether it
 * can be bought now: its product listed (on sale, shop active), its shop active, and the SKU not retired by an edit.
 */
function skuWithProduct(db: Executor) {
  return db
    .selectFrom('skus')
    .innerJoin('products', 'products.id', 'skus.product_id')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .select([
      'skus.id as sku_id',
      'skus.options',
      'skus.price',
      'skus.compare_at_price',
      'skus.stock',
      'products.id as product_id',
      'products.shop_id',
      sql<LocalizedText>`products.title`.as('title'),
      sql<ImagePair>`products.images->0`.as('image'),
      sql<SpecDimension[]>`products.specs`.as('specs'),
      sql<boolean>`products.listed and shops.active and skus.retired_at is null`.as('on_sale'),
      // The parcel weight of one unit (the SKU's own, else its product's): weight-priced freight counts it.
      sql<number | null>`coalesce(skus.weight_g, products.weight_g)`.as('weight_g'),
      sql<LocalizedText>`shops.name`.as('shop_name'),
      sql<ImagePair>`shops.logo`.as('shop_logo'),
    ]);
}

export type PurchasableSku = Awaited<ReturnType<typeof findSku>> & object;

export async function findSku(db: Executor, skuId: number) {
  return skuQuery(db, skuId).executeTakeFirst();
}

/** findSku's query, not run: for a statement that reads it with other things (order/checkout.repo.ts). */
export function skuQuery(db: Executor, skuId: number) {
  return skuWithProduct(db).where('skus.id', '=', skuId);
}

/** A shopper's cart lines with their SKUs, newest first. */
export async function listLines(db: Executor, userId: number, options: { selectedOnly?: boolean } = {}) {
  let query = skuWithProduct(db)
    .innerJoin('cart_items', 'cart_items.sku_id', 'skus.id')
    .select(['cart_items.id', 'cart_items.quantity', 'cart_items.selected'])
    .where('cart_items.user_id', '=', userId);
  if (options.selectedOnly) query = query.where('cart_items.selected', '=', true);
  return query.orderBy('cart_items.id', 'desc').execute();
}
export type CartLineRow = Awaited<ReturnType<typeof listLines>>[number];

export async function findLine(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'sku_id', 'quantity'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findLineBySku(db: Executor, userId: number, skuId: number) {
  return db
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('user_id', '=', userId)
    .where('sku_id', '=', skuId)
    .executeTakeFirst();
}

export async function countLines(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a SKU, or raises the quantity of its line (and selects it again): one line per SKU. */
export async function upsertLine(db: Executor, userId: number, skuId: number, quantity: number): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, sku_id: skuId, quantity })
    .onConflict((oc) =>
      oc.columns(['user_id', 'sku_id']).doUpdateSet({
        quantity: sql`cart_items.quantity + excluded.quantity`,
        selected: true,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

export async function updateLine(
  db: Executor,
  userId: number,
  id: number,
  changes: { quantity?: number; selected?: boolean },
) {
  const result = await db
    .updateTable('cart_items')
    .set({ ...changes, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function selectLines(db: Executor, userId: number, ids: number[] | undefined, selected: boolean) {
  let query = db.updateTable('cart_items').set({ selected }).where('user_id', '=', userId);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

export async function removeLines(db: Executor, userId: number, ids: number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('id', 'in', ids).execute();
}

/** After an order from the cart: its lines leave the cart. */
export async function removeSkus(db: Executor, userId: number, skuIds: number[]): Promise<void> {
  if (skuIds.length === 0) return;
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('sku_id', 'in', skuIds).execute();
}
