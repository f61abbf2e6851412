import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { LocalizedText, ReturnAddress } from '../../db/schema.ts';

/**
 * The orders of a print of packing slips with their shop's name and return address (read with the order, as the
 * order list reads the shop's name); `shopId` keeps a seller to its own shop's orders.
 */
export async function listSlipOrders(db: Executor, ids: number[], shopId?: number) {
  let query = db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select([
      'orders.id',
      'orders.order_no',
      'orders.created_at',
      'orders.paid_at',
      'orders.address',
      'orders.remark',
      sql<LocalizedText>`shops.name`.as('shop_name'),
      sql<ReturnAddress | null>`shops.return_address`.as('return_address'),
    ])
    .where('orders.id', 'in', ids);
  if (shopId !== undefined) query = query.where('orders.shop_id', '=', shopId);
  return query.execute();
}
