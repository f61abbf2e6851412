import { formatCents } from '@shop/contract/money';
import type { OrderPayBody, OrderPayDto, OrderPayInfoDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { creditPlatform } from '../ledger/account-ledger.service.ts';
import { debitBalance } from '../ledger/ledger.service.ts';
import { checkPayCode, judgePayCode, type PayCodeCheck } from '../user/pay-password.service.ts';
import { type Effect, runOnce, type StoredAnswer } from '../idempotency/idempotency.service.ts';
import { findBalanceAfterPayment } from '../ledger/ledger.repo.ts';
import { findUserById, lockShopperForPayment } from '../user/user.repo.ts';
import * as orders from './order.repo.ts';
import { cancelUnpaid, transitionRefusal } from './order.service.ts';
import * as stock from './stock.repo.ts';

/** Thrown inside the payment's transaction to roll it back when an order's time to pay has run out. */
class PayDeadlinePassed extends Error {
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
async function countSales(
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
 * Pays waiting orders from the balance (0 → 1), with verify_pay's rules for the payment code (wrong codes counted,
 * lockout). The code is hashed first, with no row locked and no connection held (checkPayCode: scrypt is the
 * slowest part of a payment). Then one transaction: the shopper's row is locked and the code judged in turn
 * (judgePayCode; a wrong code's count is committed and nothing else happens); each order moves 0 → 1 with a
 * conditional update (so paying twice, or paying while a cancel or the timeout runs, moves it once) and its event;
 * the balance is debited per order with a ledger entry, the escrow credited, and the sale counted, SKUs last, so
 * the rows that buyers of the same product wait for are held only until the commit that follows. A refusal of any
 * order, or a balance that does not cover them all, rolls back all.
 */
export async function payOrders(
  { db }: AppDeps,
  userId: number,
  body: OrderPayBody,
  options: {
    /** The payment's key (stored on each order it pays) and the recording of its answer before the commit. */
    effect?: Effect<OrderPayDto>;
    /** The code's check when already started (payOrdersOnce starts it beside the claim of the key). */
    check?: Promise<PayCodeCheck>;
  } = {},
): Promise<OrderPayDto> {
  const check = await (options.check ?? checkPayCode(db, userId, body.pay_password));
  const ids = [...new Set(body.order_ids)].sort((a, b) => a - b);
  const outcome = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const shopper = await lockShopperForPayment(trx, userId);
      const refused = await judgePayCode(trx, userId, check, shopper);
      // Returned, not thrown: the wrong code's count must be committed, not rolled back.
      if (refused || !shopper) return { refused: refused ?? new AppError('UNAUTHORIZED') };
      if (shopper.frozen) throw new AppError('ACCOUNT_FROZEN', { reason: shopper.frozen_reason });
      const paid = [];
      for (const id of ids) {
        const order = await orders.transitionWithEvent(
          trx,
          {
            id,
            userId,
            from: ORDER_STATUS.waitingPay,
            to: ORDER_STATUS.waitingDelivery,
            set: { paid_at: new Date(), pay_key: options.effect?.key ?? null },
            notExpired: true,
          },
          { kind: 'paid', actor: 'shopper', actorId: userId },
        );
        if (!order) {
          // Past its deadline but not swept yet: thrown so the whole payment rolls back; cancelled below.
          if (await orders.isUnpaidPastDeadline(trx, id, userId)) throw new PayDeadlinePassed(id);
          throw await transitionRefusal(trx, id, userId);
        }
        paid.push(order);
      }
      let balance = shopper.balance;
      for (const order of paid) {
        if (order.total > 0) {
          balance = await debitBalance(trx, userId, order.total, { ...ORDER_PAYMENT, refId: order.id });
          // The platform holds the payment in escrow until the order completes and is settled (DESIGN §7).
          await creditPlatform(trx, 'escrow', order.total, { ...ORDER_PAYMENT, refId: order.id });
        }
      }
      const total = paid.reduce((sum, order) => sum + order.total, 0);
      const answer: OrderPayDto = {
        orders: paid.map((order) => ({ id: order.id, order_no: order.order_no, total: formatCents(order.total) })),
        paid: formatCents(total),
        balance: formatCents(balance),
      };
      await options.effect?.record(trx, answer);
      // Last: the SKU rows are the ones other buyers wait for.
      await countSales(trx, paid);
      return { answer };
    }),
  ).catch(async (error: unknown) => {
    if (error instanceof PayDeadlinePassed) throw await cancelExpired(db, error.orderId, userId);
    throw error;
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.answer;
}

/**
 * An order whose time to pay ran out before the scheduler's sweep reached it: the payment that found it is refused
 * and rolled back whole, and the order is cancelled here, in the same call, exactly as the sweep would (one
 * transaction: the conditional 0 → -1 move, its stock and promo use given back, the 'expired' event, the notice),
 * so the shopper's next look shows what the error says. A sweep or a cancel that wins meanwhile is left alone.
 */
async function cancelExpired(db: AppDeps['db'], orderId: number, userId: number): Promise<AppError> {
  await retryOnConflict(() =>
    db.transaction().execute((trx) => cancelUnpaid(trx, orderId, { actor: 'system' }, userId)),
  );
  return new AppError('ORDER_PAY_EXPIRED');
}

/**
 * The answer of a payment committed under `payKey` (the key on the orders it paid), as it was given: the orders,
 * their total and the balance after its last debit. Undefined when no order carries the key.
 */
async function committedPayment(db: Db, userId: number, payKey: string, orderIds: number[]) {
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

/**
 * The pay call: payOrders at most once per Idempotency-Key (runOnce: the same key and body replay the first
 * answer, another body is refused), the answer stored in the payment's own transaction and the key on every order
 * it paid, so they commit with the money it moved and a retry after the key's retention finds the payment. The
 * key's claim and the payment code's check (a read, then scrypt on the thread pool) start together instead of one
 * after the other; a replayed or refused call simply ignores the check.
 */
export async function payOrdersOnce(
  deps: AppDeps,
  userId: number,
  body: OrderPayBody,
  key: string | undefined,
): Promise<StoredAnswer<OrderPayDto>> {
  const check = checkPayCode(deps.db, userId, body.pay_password);
  // Awaited only by a call that runs: a replay must not fail on (or leave unhandled) a check it never needed.
  check.catch(() => undefined);
  return runOnce(
    deps.db,
    {
      scope: `shopper:${userId}:order/pay`,
      key,
      // The payment code is left out of what identifies the request: a stored hash of a six-digit code is guessable.
      body: { order_ids: body.order_ids },
      messageKey: 'success.paySuccess',
      committed: (payKey) => committedPayment(deps.db, userId, payKey, body.order_ids),
    },
    (effect) => payOrders(deps, userId, body, { check, effect }),
  );
}
