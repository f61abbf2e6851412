import { formatRateBp } from '@shop/contract/console-catalogue';
import { formatCents } from '@shop/contract/money';
import type { SettlementDto, ShopLedgerEntryDto } from '@shop/contract/seller';
import type { ExtractBody, ExtractInfoDto, WithdrawalDto } from '@shop/contract/wallet';
import type { AppDeps } from '../../app-deps.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { listShopEntries, shopBalance } from '../ledger/account-ledger.repo.ts';
import { debitShop } from '../ledger/account-ledger.service.ts';
import { listShopSettlements } from '../settlement/settlement.repo.ts';
import { toWithdrawal } from '../wallet/wallet-dto.ts';
import * as wallet from '../wallet/wallet.repo.ts';
import { WITHDRAW_HOLD } from '../wallet/wallet.service.ts';
import { loadWalletSettings, serviceCharge } from '../wallet/wallet-settings.ts';
import { verifySellerPayPassword } from './seller-account.service.ts';
import { orderNumbers } from './seller.repo.ts';

/**
 * A seller's money (DESIGN §7): settlements of completed orders, the shop's ledger with its running balance, and
 * withdrawals under the shoppers' rules (charge, hold, payment code, the console's audit queue).
 */

type Page = { page: number; limit: number };
const offsetOf = (query: Page) => (query.page - 1) * query.limit;

export async function listSettlements({ db }: Pick<AppDeps, 'db'>, shopId: number, query: Page) {
  const { list, total } = await listShopSettlements(db, shopId, query.limit, offsetOf(query));
  const rows: SettlementDto[] = list.map((row) => ({
    order_id: row.order_id,
    order_no: row.order_no,
    amount: formatCents(Number(row.amount)),
    commission: formatCents(Number(row.commission)),
    base: formatCents(Number(row.base)),
    rate: formatRateBp(row.commission_bp),
    created_at: row.created_at.toISOString(),
  }));
  return { list: rows, total, page: query.page, limit: query.limit };
}

/** The shop's entries, newest first, each with the balance after it and the order behind a settlement. */
export async function shopLedger({ db }: Pick<AppDeps, 'db'>, shopId: number, query: Page) {
  const [{ list, total }, balance] = await Promise.all([
    listShopEntries(db, shopId, query.limit, offsetOf(query)),
    shopBalance(db, shopId),
  ]);
  const orders = await orderNumbers(
    db,
    list.filter((entry) => entry.ref_type === 'order' && entry.ref_id !== null).map((entry) => entry.ref_id as number),
  );
  const rows: ShopLedgerEntryDto[] = list.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    amount: formatCents(Number(entry.amount)),
    balance_after: formatCents(Number(entry.balance_after ?? 0)),
    ref_type: entry.ref_type,
    ref_id: entry.ref_id,
    order_no: entry.ref_type === 'order' && entry.ref_id !== null ? (orders.get(entry.ref_id) ?? null) : null,
    created_at: entry.created_at.toISOString(),
  }));
  return { list: rows, total, page: query.page, limit: query.limit, balance: formatCents(balance) };
}

export async function withdrawInfo({ db }: Pick<AppDeps, 'db'>, shopId: number): Promise<ExtractInfoDto> {
  const settings = await loadWalletSettings(db);
  return {
    balance: formatCents(await shopBalance(db, shopId)),
    fee_rate: settings.withdraw_fee_rate,
    fee_min: formatCents(settings.withdraw_fee_min),
    min_amount: formatCents(settings.withdraw_min),
  };
}

/**
 * A seller's withdrawal: the payment code first, then one transaction that writes the request and moves amount +
 * charge out of the shop's balance into a hold with one conditional debit (so the money cannot leave twice).
 */
export async function requestWithdrawal(
  deps: AppDeps,
  seller: { id: number; shopId: number },
  body: ExtractBody,
  effect?: Effect<WithdrawalDto>,
): Promise<WithdrawalDto> {
  const settings = await loadWalletSettings(deps.db);
  if (body.amount < settings.withdraw_min)
    throw new AppError('AMOUNT_TOO_SMALL', { min: formatCents(settings.withdraw_min) });
  const fee = serviceCharge(settings, body.amount);
  await verifySellerPayPassword(deps, seller.id, body.pay_password);
  // The hold, the row with the request's key and its answer commit together (runOnce's Effect).
  return deps.db.transaction().execute(async (trx) => {
    const withdrawalId = await wallet.insertWithdrawal(trx, {
      idempotency_key: effect?.key ?? null,
      user_id: null,
      shop_id: seller.shopId,
      type: body.type,
      amount: body.amount,
      fee,
      total: body.amount + fee,
      bank_card_no: body.type === 'bank' ? body.bank_card_no.replace(/\s/g, '') : null,
      bank_name: body.type === 'bank' ? body.bank_name : null,
      network: body.type === 'chain' ? body.network : null,
      address: body.type === 'chain' ? body.address : null,
    });
    try {
      await debitShop(trx, seller.shopId, body.amount + fee, { ...WITHDRAW_HOLD, refId: withdrawalId });
    } catch (error) {
      if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE')
        throw new AppError('WITHDRAW_ABOVE_BALANCE', { fee: formatCents(fee) });
      throw error;
    }
    const row = await wallet.findWithdrawal(trx, withdrawalId);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    const answer = toWithdrawal(row);
    await effect?.record(trx, answer);
    return answer;
  });
}

export async function listWithdrawals({ db }: Pick<AppDeps, 'db'>, shopId: number, query: Page & { status?: number }) {
  const { list, total } = await wallet.listWithdrawals(
    db,
    { shopId, status: query.status },
    query.limit,
    offsetOf(query),
  );
  return { list: list.map(toWithdrawal), total, page: query.page, limit: query.limit };
}
