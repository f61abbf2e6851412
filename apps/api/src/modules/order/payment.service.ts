import { formatCents } from '@shop/contract/money';
import type { OrderPayDto, OrderPayInfoDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBalanceAfterPayment } from '../ledger/ledger.service.ts';
import { findUserById } from '../user/user.service.ts';
import * as orders from './order.repo.ts';
import { transitionRefusal } from './order.service.ts';
import { tryMoveOrder } from './order-transition.service.ts';
import * as stock from './stock.repo.ts';

/**
 * Thrown inside the payment's transaction (flows/pay.ts) to roll it back when an order's time to pay has run out;
 * the flow then cancels the order.
 */
export class PayDeadlinePassed extends Error {
  constructor(readonly orderId: number) {
    super(`order ${orderId}: pay deadline passed`);
  }
}

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

/**
 * Counts the sale once it is paid: units per SKU, product and shop, and the shop's turnover (ascending ids). One
 * order of one SKU (the common case) is one statement.
 */
export async function countSales(
  trx: Executor,
  paid: { id: number; shop_id: number; quantity: number; goods_amount: number }[],
) {
  const [only] = paid;
  if (paid.length === 1 && only && (await stock.addSaleOfOneSkuOrder(trx, only))) return;
  const items = await orders.listItemsOfOrders(
    trx,
    paid.map((order) => order.id),
  );
  for (const line of items) await stock.addSkuSales(trx, line.sku_id, line.quantity);
  const byProduct = new Map<number, number>();
  for (const line of items) byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...byProduct].sort((a, b) => a[0] - b[0]))
    await stock.addProductSales(trx, productId, quantity);
  const byShop = new Map<number, { quantity: number; amount: number }>();
  for (const one of paid) {
    const shop = byShop.get(one.shop_id) ?? { quantity: 0, amount: 0 };
    byShop.set(one.shop_id, { quantity: shop.quantity + one.quantity, amount: shop.amount + one.goods_amount });
  }
  for (const [shopId, sale] of [...byShop].sort((a, b) => a[0] - b[0]))
    await stock.addShopSales(trx, shopId, sale.quantity, sale.amount);
}

/**
 * Each order 0 → 1 in ascending id order (the pay flow, flows/pay.ts), with a conditional update, so paying twice,
 * or paying while a cancel or the timeout runs, moves it once; `payKey` (the payment's Idempotency-Key) is stored
 * on each. An order past its deadline but not swept yet throws PayDeadlinePassed (the flow rolls back and cancels
 * it); any other order that did not move refuses the whole payment.
 */
export async function moveToPaid(trx: Executor, ids: number[], userId: number, payKey: string | null) {
  const paid = [];
  for (const id of ids) {
    const order = await tryMoveOrder(trx, {
      event: 'pay',
      id,
      userId,
      from: ORDER_STATUS.waitingPay,
      mover: { actor: 'shopper', actorId: userId },
      set: { paid_at: new Date(), pay_key: payKey },
    });
    if (!order) {
      // Past its deadline but not swept yet: thrown so the whole payment rolls back; cancelled by the flow.
      if (await orders.isUnpaidPastDeadline(trx, id, userId)) throw new PayDeadlinePassed(id);
      throw await transitionRefusal(trx, id, userId);
    }
    paid.push(order);
  }
  return paid;
}

/**
 * The answer of a payment committed under `payKey` (the key on the orders it paid), as it was given: the orders,
 * their total and the balance after its last debit. Undefined when no order carries the key.
 */
export async function committedPayment(db: Db, userId: number, payKey: string, orderIds: number[]) {
  const paid = await orders.findOrdersPaidWithKey(db, userId, payKey);
  if (!paid.length) return undefined;
  const same = new Set(orderIds);
  if (paid.length !== same.size || paid.some((order) => !same.has(order.id)))
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const debited = paid.filter((order) => order.total > 0).map((order) => order.id);
  const balance = debited.length
    ? await findBalanceAfterPayment(db, userId, debited)
    : ((await findUserById(db, userId))?.balance ?? 0);
  const answer: OrderPayDto = {
    orders: paid.map((order) => ({ id: order.id, order_no: order.order_no, total: formatCents(order.total) })),
    paid: formatCents(paid.reduce((sum, order) => sum + order.total, 0)),
    balance: formatCents(balance),
  };
  return answer;
}
