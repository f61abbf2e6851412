import { formatCents } from '@shop/contract/money';
import type { OrderPayBody, OrderPayDto, OrderPayInfoDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { balanceOf } from '../ledger/ledger.repo.ts';
import { creditPlatform } from '../ledger/account-ledger.service.ts';
import { debitBalance } from '../ledger/ledger.service.ts';
import { verifyPayPassword } from '../user/pay-password.service.ts';
import { findUserById } from '../user/user.repo.ts';
import { refuseFrozen } from '../user/user.service.ts';
import * as orders from './order.repo.ts';
import { transitionRefusal } from './order.service.ts';
import * as stock from './stock.repo.ts';

/** The ledger kind of an order payment; its reference is the order. */
export const ORDER_PAYMENT = { kind: 'order_pay', refType: 'order' } as const;

/** What the payment page shows before asking for the code: the orders, their total, the balance. */
export async function payInfo({ db }: AppDeps, userId: number, ids: number[]): Promise<OrderPayInfoDto> {
  const rows = await orders.findOrdersByIds(db, userId, ids);
  if (rows.length !== ids.length) throw new AppError('ORDER_NOT_FOUND');
  const user = await findUserById(db, userId);
  const unpaid = rows.filter((row) => row.status === ORDER_STATUS.waitingPay);
  const deadlines = unpaid.map((row) => row.pay_deadline.getTime());
  return {
    orders: rows.map((row) => ({
      id: row.id,
      order_no: row.order_no,
      total: formatCents(row.total),
      status: row.status,
    })),
    total: formatCents(unpaid.reduce((sum, row) => sum + row.total, 0)),
    balance: formatCents(user?.balance ?? 0),
    has_pay_password: Boolean(user?.pay_password_hash),
    pay_deadline: deadlines.length ? new Date(Math.min(...deadlines)).toISOString() : null,
  };
}

/** Counts the sale once it is paid: units per SKU, product and shop, and the shop's turnover (ascending ids). */
async function countSales(
  trx: Executor,
  paid: { id: number; shop_id: number; quantity: number; goods_amount: number }[],
) {
  const items = (await Promise.all(paid.map((order) => orders.listItemsForStock(trx, order.id)))).flat();
  items.sort((a, b) => a.sku_id - b.sku_id);
  for (const item of items) await stock.addSkuSales(trx, item.sku_id, item.quantity);
  const byProduct = new Map<number, number>();
  for (const item of items) byProduct.set(item.product_id, (byProduct.get(item.product_id) ?? 0) + item.quantity);
  for (const [productId, quantity] of [...byProduct].sort((a, b) => a[0] - b[0]))
    await stock.addProductSales(trx, productId, quantity);
  const byShop = new Map<number, { quantity: number; amount: number }>();
  for (const order of paid) {
    const shop = byShop.get(order.shop_id) ?? { quantity: 0, amount: 0 };
    byShop.set(order.shop_id, { quantity: shop.quantity + order.quantity, amount: shop.amount + order.goods_amount });
  }
  for (const [shopId, sale] of [...byShop].sort((a, b) => a[0] - b[0]))
    await stock.addShopSales(trx, shopId, sale.quantity, sale.amount);
}

/**
 * Pays waiting orders from the balance (0 → 1). The payment code is checked first with verify_pay's rules (wrong
 * codes counted, lockout). Then one transaction: each order moves 0 → 1 with a conditional update (so paying twice,
 * or paying while a cancel or the timeout runs, moves it once), the balance is debited per order with a ledger
 * entry, and the sale is counted. A refusal of any order, or a balance that does not cover them all, rolls back all.
 */
export async function payOrders({ db }: AppDeps, userId: number, body: OrderPayBody): Promise<OrderPayDto> {
  await verifyPayPassword({ db }, userId, body.pay_password);
  const ids = [...new Set(body.order_ids)].sort((a, b) => a - b);
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const paid = [];
      for (const id of ids) {
        const order = await orders.transition(trx, {
          id,
          userId,
          from: ORDER_STATUS.waitingPay,
          to: ORDER_STATUS.waitingDelivery,
          set: { paid_at: new Date() },
          notExpired: true,
        });
        if (!order) throw await transitionRefusal(trx, id, userId);
        paid.push(order);
      }
      await refuseFrozen(trx, userId);
      let balance = await balanceOf(trx, userId);
      for (const order of paid) {
        if (order.total > 0) {
          balance = await debitBalance(trx, userId, order.total, { ...ORDER_PAYMENT, refId: order.id });
          // The platform holds the payment in escrow until the order completes and is settled (DESIGN §7).
          await creditPlatform(trx, 'escrow', order.total, { ...ORDER_PAYMENT, refId: order.id });
        }
        await orders.insertEvent(trx, {
          orderId: order.id,
          kind: 'paid',
          from: ORDER_STATUS.waitingPay,
          to: ORDER_STATUS.waitingDelivery,
          actor: 'shopper',
          actorId: userId,
        });
      }
      await countSales(trx, paid);
      const total = paid.reduce((sum, order) => sum + order.total, 0);
      return {
        orders: paid.map((order) => ({ id: order.id, order_no: order.order_no, total: formatCents(order.total) })),
        paid: formatCents(total),
        balance: formatCents(balance),
      };
    }),
  );
}
