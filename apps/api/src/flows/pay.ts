import { formatCents } from '@shop/contract/money';
import type { OrderPayBody, OrderPayDto } from '@shop/contract/order';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { retryOnConflict } from '../lib/retry.ts';
import { type Effect, runOnce, type StoredAnswer } from '../modules/idempotency/idempotency.service.ts';
import { creditPlatform } from '../modules/ledger/account-ledger.service.ts';
import { debitBalance } from '../modules/ledger/ledger.service.ts';
import {
  committedPayment,
  countSales,
  moveToPaid,
  ORDER_PAYMENT,
  PayDeadlinePassed,
} from '../modules/order/payment.service.ts';
import { checkPayCode, judgePayCode, type PayCodeCheck } from '../modules/user/pay-password.service.ts';
import { lockShopperForPayment } from '../modules/user/user.service.ts';
import { cancelUnpaid } from './cancel.ts';
import { notifySeller } from '../modules/notification/notification.service.ts';
import { flow } from './flow.ts';

/**
 * The pay flow (docs/modules.md#flows): pays waiting orders from the balance (0 → 1), with verify_pay's rules for
 * the payment code (wrong codes counted, lockout). The code is hashed first, with no row locked and no connection
 * held (checkPayCode: scrypt is the slowest part of a payment). Then one transaction, step by step: lock the
 * shopper and judge the code (judgePayCode; a wrong code's count is committed and nothing else happens); move each
 * order 0 → 1 with a conditional update (so paying twice, or paying while a cancel or the timeout runs, moves it
 * once) and its event, and tell its seller; debit the balance per order with a ledger entry and credit the escrow; record the answer
 * (runOnce's effect); count the sale, SKUs last, so the rows that buyers of the same product wait for are held only
 * until the commit that follows. A refusal of any order, or a balance that does not cover them all, rolls back all.
 */
export async function payOrders(
  { db }: Pick<AppDeps, 'db'>,
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
      const step = flow('pay', trx);
      const shopper = await step('lock the shopper', () => lockShopperForPayment(trx, userId));
      const refused = await step('judge the pay code', () => judgePayCode(trx, userId, check, shopper));
      // Returned, not thrown: the wrong code's count must be committed, not rolled back.
      if (refused || !shopper) return { refused: refused ?? new AppError('UNAUTHORIZED') };
      if (shopper.frozen) throw new AppError('ACCOUNT_FROZEN', { reason: shopper.frozen_reason });
      const paid = await step('move the orders to paid', () =>
        moveToPaid(trx, ids, userId, options.effect?.key ?? null),
      );
      for (const order of paid) {
        await step('tell the seller', () =>
          notifySeller(trx, {
            shopId: order.shop_id,
            messageKey: 'sellerNotifications.newOrder',
            params: { order_no: order.order_no, amount: formatCents(order.total) },
            refType: 'order',
            refId: order.id,
          }),
        );
      }
      let balance = shopper.balance;
      for (const order of paid) {
        if (order.total > 0) {
          const reference = { ...ORDER_PAYMENT, refId: order.id };
          balance = await step('debit the balance', () => debitBalance(trx, userId, order.total, reference));
          // The platform holds the payment in escrow until the order completes and is settled (docs/domain.md#escrow-and-revenue).
          await step('credit escrow', () => creditPlatform(trx, 'escrow', order.total, reference));
        }
      }
      const total = paid.reduce((sum, order) => sum + order.total, 0);
      const answer: OrderPayDto = {
        orders: paid.map((order) => ({ id: order.id, order_no: order.order_no, total: formatCents(order.total) })),
        paid: formatCents(total),
        balance: formatCents(balance),
      };
      await step('record the answer', () => options.effect?.record(trx, answer));
      // Last: the SKU rows are the ones other buyers wait for.
      await step('count the sales', () => countSales(trx, paid));
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
 * and rolled back whole, and the order is cancelled here, in the same call, exactly as the sweep would (the cancel
 * flow in its own transaction: the conditional 0 → -1 move, its stock and promo use given back, the 'expired'
 * event, the notice), so the shopper's next look shows what the error says. A sweep or a cancel that wins meanwhile
 * is left alone.
 */
async function cancelExpired(db: AppDeps['db'], orderId: number, userId: number): Promise<AppError> {
  await retryOnConflict(() =>
    db.transaction().execute((trx) => cancelUnpaid(trx, orderId, { actor: 'system' }, userId)),
  );
  return new AppError('ORDER_PAY_EXPIRED');
}

/**
 * POST /api/order/pay: payOrders at most once per Idempotency-Key (runOnce: the same key and body replay the first
 * answer, another body is refused), the answer stored in the payment's own transaction and the key on every order
 * it paid, so they commit with the money it moved and a retry after the key's retention finds the payment. The
 * key's claim and the payment code's check (a read, then scrypt on the thread pool) start together instead of one
 * after the other; a replayed or refused call simply ignores the check.
 */
export async function payOrdersOnce(
  deps: Pick<AppDeps, 'db'>,
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
