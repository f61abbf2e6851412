import { requireCodeWhenOn } from '../modules/account-security/two-factor.service.ts';
import { formatCents } from '@shop/contract/money';
import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import type { SellerWithdrawalDto, SellerWithdrawBody } from '@shop/contract/seller';
import type { ExtractBody, WithdrawalDto } from '@shop/contract/wallet';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { recordAudit } from '../modules/audit/audit.service.ts';
import type { Effect } from '../modules/idempotency/idempotency.service.ts';
import { creditShop, debitShop } from '../modules/ledger/account-ledger.service.ts';
import { creditBalance, debitBalance } from '../modules/ledger/ledger.service.ts';
import { notify, notifySeller } from '../modules/notification/notification.service.ts';
import { payoutAccountSnapshot } from '../modules/seller/payout-account.service.ts';
import { verifySellerPayPassword } from '../modules/seller/seller-account.service.ts';
import { answerSellerWithdrawal, sellerWithdrawalRow } from '../modules/seller/seller-money.service.ts';
import { verifyPayPassword } from '../modules/user/pay-password.service.ts';
import { refuseFrozen } from '../modules/user/user.service.ts';
import { answerWithdrawalDecision, refuseWithdrawalRequest } from '../modules/wallet/console-wallet.service.ts';
import {
  answerWithdrawal,
  insertWithdrawal,
  WITHDRAW_HOLD,
  WITHDRAW_RETURN,
  withdrawalFee,
  writeWithdrawal,
} from '../modules/wallet/wallet.service.ts';
import { flow } from './flow.ts';

/** The hold's debit, where a balance too small says what the request with its charge would need. */
async function hold(debit: () => Promise<unknown>, fee: number): Promise<void> {
  try {
    await debit();
  } catch (error) {
    if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE')
      throw new AppError('WITHDRAW_ABOVE_BALANCE', { fee: formatCents(fee) });
    throw error;
  }
}

/**
 * The withdrawal flow of a shopper (docs/modules.md#flows): the minimum and the charge, the payment code
 * (verify_pay's rules), then one transaction: refuse a frozen shopper, write the request (wallet), hold amount +
 * charge out of the balance with one conditional debit (ledger: the same money can never be withdrawn twice,
 * however many requests race), answer, the answer recorded with the request's key (runOnce's effect).
 */
export async function requestWithdrawal(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  body: ExtractBody,
  effect?: Effect<WithdrawalDto>,
): Promise<WithdrawalDto> {
  const fee = await withdrawalFee(db, body.amount);
  await verifyPayPassword({ db }, userId, body.pay_password);
  // The hold, the row with the request's key and its answer commit together (runOnce's Effect).
  return db.transaction().execute(async (trx) => {
    const step = flow('withdrawal', trx);
    await step('refuse a frozen shopper', () => refuseFrozen(trx, userId));
    const withdrawalId = await step('write the withdrawal', () => writeWithdrawal(trx, userId, body, fee, effect?.key));
    await step('hold the amount', () =>
      hold(() => debitBalance(trx, userId, body.amount + fee, { ...WITHDRAW_HOLD, refId: withdrawalId }), fee),
    );
    return step('answer', () => answerWithdrawal(trx, withdrawalId, userId, effect));
  });
}

/**
 * The withdrawal flow of a seller, to one of its saved payout accounts: the minimum and the charge, the seller's
 * payment code, then one transaction: copy the payout account (seller), write the request (wallet), hold amount +
 * charge out of the shop's balance with one conditional debit (ledger), answer and record it (runOnce's effect).
 */
export async function requestSellerWithdrawal(
  deps: Pick<AppDeps, 'db'>,
  seller: { id: number; shopId: number },
  body: SellerWithdrawBody,
  effect?: Effect<SellerWithdrawalDto>,
): Promise<SellerWithdrawalDto> {
  const fee = await withdrawalFee(deps.db, body.amount);
  // With the owner's two-factor sign-in on, a payout also asks a code from its app, before the payment code.
  await requireCodeWhenOn(deps.db, 'seller', seller.id, body.two_factor_code);
  await verifySellerPayPassword(deps, seller.id, body.pay_password);
  // The hold, the row with the request's key and its answer commit together (runOnce's Effect).
  return deps.db.transaction().execute(async (trx) => {
    const step = flow('seller withdrawal', trx);
    const account = await step('copy the payout account', () =>
      payoutAccountSnapshot(trx, seller.shopId, body.payout_account_id),
    );
    const withdrawalId = await step('write the withdrawal', () =>
      insertWithdrawal(trx, sellerWithdrawalRow(seller.shopId, account, body, fee, effect?.key)),
    );
    await step('hold the amount', () =>
      hold(() => debitShop(trx, seller.shopId, body.amount + fee, { ...WITHDRAW_HOLD, refId: withdrawalId }), fee),
    );
    return step('answer', () => answerSellerWithdrawal(trx, withdrawalId, effect));
  });
}

/**
 * An operator refuses a withdrawal (shopper's or seller's), one transaction: refuse the request (wallet: conditional
 * on status 0), return the hold (amount + charge) where it came from, the shop's balance or the shopper's, in one
 * entry (ledger), audit, tell a shopper, answer (recorded with the decision's key: runOnce's effect).
 */
export async function refuseWithdrawal(
  { db }: Pick<AppDeps, 'db'>,
  operatorId: number,
  id: number,
  reason: string,
  effect?: Effect<ConsoleWithdrawalDto>,
): Promise<ConsoleWithdrawalDto> {
  return db.transaction().execute(async (trx) => {
    const step = flow('withdrawal refusal', trx);
    const settled = await step('refuse the withdrawal', () =>
      refuseWithdrawalRequest(trx, operatorId, id, reason, effect?.key),
    );
    // The hold goes back where it came from: the shopper's balance, or the shop's.
    await step('return the hold', async () => {
      if (settled.shop_id !== null)
        await creditShop(trx, settled.shop_id, settled.total, { ...WITHDRAW_RETURN, refId: id });
      else if (settled.user_id !== null)
        await creditBalance(trx, settled.user_id, settled.total, { ...WITHDRAW_RETURN, refId: id });
    });
    await step('audit', () =>
      recordAudit(trx, {
        operatorId,
        action: 'withdrawal.refuse',
        targetType: 'withdrawal',
        targetId: id,
        before: { status: 0 },
        after: { status: 2, reason, returned: formatCents(settled.total) },
      }),
    );
    const shopId = settled.shop_id;
    if (shopId !== null) {
      await step('tell the seller', () =>
        notifySeller(trx, {
          shopId,
          messageKey: 'sellerNotifications.payoutRefused',
          params: { amount: formatCents(settled.amount), reason },
          refType: 'withdrawal',
          refId: id,
        }),
      );
    }
    const userId = settled.user_id;
    if (userId !== null) {
      await step('tell the shopper', () =>
        notify(trx, {
          userId,
          messageKey: 'notifications.withdrawRefused',
          params: { amount: formatCents(settled.amount), reason },
          refType: 'withdrawal',
          refId: id,
        }),
      );
    }
    // The decision's answer commits with it (runOnce's Effect).
    return step('answer', () => answerWithdrawalDecision(trx, id, effect));
  });
}
