import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Stock and sales counters. Callers touch rows in ascending id order (SKUs, then products, then shops), so
 * concurrent checkouts, payments and cancellations wait for each other instead of deadlocking.
 */

/** Takes `quantity` out of a SKU's stock only if that much is there; returns the product id, or undefined. */
export async function reserveSku(db: Executor, skuId: number, quantity: number): Promise<number | undefined> {
  const row = await db
    .updateTable('skus')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', skuId)
    .where('stock', '>=', quantity)
    .returning('product_id')
    .executeTakeFirst();
  return row?.product_id;
}

/**
 * reserveSku and moveProductStock of one SKU in one statement (one round trip, so the SKU's row, the one every
 * buyer of a flash sale waits for, is held no longer than the commit that follows): the product's stock moves
 * only when the SKU had enough, from the product id the SKU's update returned, so the SKU's row is always taken
 * before the product's (the lock order). Returns the product id, or undefined when there was not enough.
 */
export async function reserveSkuAndProduct(db: Executor, skuId: number, quantity: number): Promise<number | undefined> {
  const row = await db
    .with('taken', (qb) =>
      qb
        .updateTable('skus')
        .set({ stock: sql`stock - ${quantity}` })
        .where('id', '=', skuId)
        .where('stock', '>=', quantity)
        .returning('product_id'),
    )
    .updateTable('products')
    .from('taken')
    .set({ stock: sql`products.stock - ${quantity}` })
    .whereRef('products.id', '=', 'taken.product_id')
    .returning('products.id')
    .executeTakeFirst();
  return row?.id;
}

export async function releaseSku(db: Executor, skuId: number, quantity: number): Promise<void> {
  await db
    .updateTable('skus')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', skuId)
    .execute();
}

/** products.stock is the sum of its SKUs' stock, moved by the same amounts in the same transaction. */
export async function moveProductStock(db: Executor, productId: number, delta: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ stock: sql`stock + ${delta}` })
    .where('id', '=', productId)
    .execute();
}

export async function addSkuSales(db: Executor, skuId: number, quantity: number): Promise<void> {
  await db
    .updateTable('skus')
    .set({ sales: sql`sales + ${quantity}` })
    .where('id', '=', skuId)
    .execute();
}

export async function addProductSales(db: Executor, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set({ sales: sql`sales + ${quantity}` })
    .where('id', '=', productId)
    .execute();
}

/** A shop's units sold and turnover (cents). */
export async function addShopSales(db: Executor, shopId: number, quantity: number, amount: number): Promise<void> {
  await db
    .updateTable('shops')
    .set({ sales: sql`sales + ${quantity}`, total_sales: sql`total_sales + ${amount}` })
    .where('id', '=', shopId)
    .execute();
}

/**
 * The sale of a paid order whose lines are all of one SKU (the common case), counted in one statement (one round
 * trip): units on the SKU, its product and the order's shop, and the shop's turnover. Each update runs from the
 * row the previous one returned, so the rows are taken in the lock order (SKU, product, shop). Returns false, with
 * nothing changed, when the order's lines are of several SKUs (the caller counts those line by line).
 */
export async function addSaleOfOneSkuOrder(
  db: Executor,
  order: { id: number; shop_id: number; quantity: number; goods_amount: number },
): Promise<boolean> {
  const { rows } = await sql<{ skus: number }>`
    with items as (
      select sku_id, product_id, sum(quantity)::integer as quantity from order_items
      where order_id = ${order.id} group by sku_id, product_id
    ), one as (
      select * from items where (select count(*) from items) = 1
    ), sku as (
      update skus set sales = skus.sales + one.quantity from one where skus.id = one.sku_id
      returning one.product_id, one.quantity
    ), product as (
      update products set sales = products.sales + sku.quantity from sku where products.id = sku.product_id
      returning products.id
    ), shop as (
      update shops set sales = shops.sales + ${order.quantity}, total_sales = shops.total_sales + ${order.goods_amount}
      from product where shops.id = ${order.shop_id}
    )
    select count(*)::integer as skus from items`.execute(db);
  return rows[0]?.skus === 1;
}

/** Units per product, ascending product id (the lock order). */
export function quantitiesByProduct(lines: { sku: { product_id: number }; quantity: number }[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.sku.product_id, (totals.get(line.sku.product_id) ?? 0) + line.quantity);
  return [...totals].sort((a, b) => a[0] - b[0]);
}
