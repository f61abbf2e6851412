import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The statements of a bulk product edit (docs/domain.md#bulk-product-edits). The product rows are held as the single
 * save holds one (product-admin.repo.ts, lockProduct), in ascending ids so two bulk edits of the same products wait
 * for each other instead of deadlocking; the figures and the catalogue's version are moved with the single save's own
 * statements.
 */

/** The products among `ids` (of one shop, for a seller), locked until the edit commits, in ascending ids. */
export async function lockProducts(db: Executor, ids: number[], onlyShopId?: number) {
  let query = db
    .selectFrom('products')
    .select(['id', 'shop_id', 'category_id', 'on_sale', 'title', 'specs'])
    .where('id', 'in', ids);
  if (onlyShopId !== undefined) query = query.where('shop_id', '=', onlyShopId);
  return query.orderBy('id').forUpdate().execute();
}

/** The SKUs still sold of these products, with what a price change is checked against. */
export async function liveSkusOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('skus')
    .select(['id', 'product_id', 'options', 'price', 'compare_at_price'])
    .where('product_id', 'in', productIds)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * On or off sale with `listed` as the single save computes it; only rows that differ are written (and get a new
 * `updated_at`). Answers the ids written.
 */
export async function setOnSale(db: Executor, ids: number[], onSale: boolean, listed: boolean): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('products')
    .set({ on_sale: onSale, listed, updated_at: sql`now()` })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('on_sale', '!=', onSale), eb('listed', '!=', listed)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** New prices for these SKUs, in one statement. */
export async function setSkuPrices(db: Executor, prices: { id: number; price: number }[]): Promise<void> {
  if (prices.length === 0) return;
  const values = sql.join(prices.map(({ id, price }) => sql`(${id}::int, ${price}::bigint)`));
  await sql`
    update skus set price = v.price
    from (values ${values}) as v(id, price)
    where skus.id = v.id
  `.execute(db);
}

/** The products were edited now (the desks' lists show the latest edits first). */
export async function touchProducts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('products').set({ updated_at: sql`now()` }).where('id', 'in', ids).execute();
}

/** The products as the report shows them after the edit. */
export async function productStates(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'price', 'on_sale', 'listed'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}
