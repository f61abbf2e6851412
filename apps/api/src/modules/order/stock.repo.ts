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

/** Units per product, ascending product id (the lock order). */
export function quantitiesByProduct(lines: { sku: { product_id: number }; quantity: number }[]): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.sku.product_id, (totals.get(line.sku.product_id) ?? 0) + line.quantity);
  return [...totals].sort((a, b) => a[0] - b[0]);
}
