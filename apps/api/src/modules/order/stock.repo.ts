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

/** A checkout line bought at a deal price: the deal item, its buyer and what one shopper may take of it. */
export interface DealTake {
  dealItemId: number;
  userId: number;
  perUserLimit: number | null;
}

/**
 * The CTEs that take a deal line's units, ending in `taken (product_id)` like reserveSku's update: the SKU's row is
 * locked first when it has the units (the lock order: SKU, then deal item), then the deal item's when it runs and
 * has them, then the shopper's count is raised within its limit, and only then are the deal's `sold` and the SKU's
 * stock moved. Every check that can fail comes before the first write, and the writes after it cannot fail (their
 * rows are held), so the statement moves all of them or none even outside a transaction (the buy-now path).
 */
export function dealTakingCtes(skuId: number, quantity: number, deal: DealTake) {
  const limit = deal.perUserLimit;
  return sql`
    sku_held as (
      select id from skus where id = ${skuId} and stock >= ${quantity} for update
    ), deal_held as (
      select di.id from deal_items di join deals d on d.id = di.deal_id
      where di.id = ${deal.dealItemId} and di.sku_id = (select id from sku_held)
        and d.active and now() >= d.starts_at and now() < d.ends_at and di.sold + ${quantity} <= di.deal_stock
      for update of di
    ), took as (
      insert into deal_takes (deal_item_id, user_id, quantity)
      select id, ${deal.userId}, ${quantity} from deal_held where ${limit}::integer is null or ${quantity} <= ${limit}
      on conflict (deal_item_id, user_id) do update set quantity = deal_takes.quantity + excluded.quantity
        where ${limit}::integer is null or deal_takes.quantity + excluded.quantity <= ${limit}
      returning deal_item_id
    ), dealt as (
      update deal_items set sold = deal_items.sold + ${quantity}
      from took where deal_items.id = took.deal_item_id
      returning deal_items.sku_id
    ), taken as (
      update skus set stock = skus.stock - ${quantity}
      from dealt where skus.id = dealt.sku_id
      returning skus.product_id
    )`;
}

/** reserveSkuAndProduct for a line at a deal price (dealTakingCtes), in one statement; undefined when refused. */
export async function reserveDealSkuAndProduct(
  db: Executor,
  skuId: number,
  quantity: number,
  deal: DealTake,
): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`
    with ${dealTakingCtes(skuId, quantity, deal)}, product as (
      update products set stock = products.stock - ${quantity}
      from taken where products.id = taken.product_id
      returning products.id
    )
    select id from product`.execute(db);
  return rows[0]?.id;
}

/** reserveSku for a line at a deal price (dealTakingCtes); returns the product id, or undefined when refused. */
export async function reserveDealSku(
  db: Executor,
  skuId: number,
  quantity: number,
  deal: DealTake,
): Promise<number | undefined> {
  const { rows } = await sql<{ product_id: number }>`
    with ${dealTakingCtes(skuId, quantity, deal)}
    select product_id from taken`.execute(db);
  return rows[0]?.product_id;
}
