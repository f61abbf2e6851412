import { formatRateBp } from '@shop/contract/console-catalogue';
import { formatCents } from '@shop/contract/money';
import type { SellerWithdrawalDto, SellerWithdrawBody, SettlementDto, ShopLedgerEntryDto } from '@shop/contract/seller';
import type { ExtractInfoDto } from '@shop/contract/wallet';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { AppError } from '../../lib/app-error.ts';
import { listShopEntries, shopBalance } from '../ledger/account-ledger.service.ts';
import { entryReference } from '../ledger/fund-reference.ts';
import { listShopSettlements } from '../settlement/settlement.service.ts';
import { maskCard, toWithdrawal } from '../wallet/wallet-dto.ts';
import {
  findWithdrawal,
  findWithdrawalByKey,
  listWithdrawals as listWalletWithdrawals,
  type WithdrawalRow,
} from '../wallet/wallet.service.ts';
import { loadWalletSettings } from '../wallet/wallet-settings.ts';
import type { PayoutAccountSnapshot } from '../../db/schema.ts';
import { orderNumbers } from './seller.repo.ts';

/**
 * A seller's money (docs/domain.md#settlement): settlements of completed orders, the shop's ledger with its running balance, and
 * withdrawals under the shoppers' rules (charge, hold, payment code, the console's audit queue).
 */

type Page = { page: number; limit: number };
const offsetOf = (query: Page) => (query.page - 1) * query.limit;

export async function listSettlements({ db }: Pick<AppDeps, 'db'>, shopId: number, query: Page) {
  const { list, total } = await listShopSettlements(db, shopId, query.limit, offsetOf(query));
  const rows: SettlementDto[] = list.map((row) => {
    const base = Number(row.base);
    return {
      order_id: row.order_id,
      order_no: row.order_no,
      goods: formatCents(row.goods_amount),
      freight: formatCents(row.freight),
      shop_discount: formatCents(Number(row.shop_discount)),
      // The base is goods + freight − the shop's voucher − refunded, so what it lacks of that was refunded.
      refunded: formatCents(row.goods_amount + row.freight - Number(row.shop_discount) - base),
      base: formatCents(base),
      commission: formatCents(Number(row.commission)),
      net: formatCents(Number(row.amount)),
      amount: formatCents(Number(row.amount)),
      rate: formatRateBp(row.commission_bp),
      created_at: row.created_at.toISOString(),
    };
  });
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
  const rows: ShopLedgerEntryDto[] = list.map((entry) => {
    const orderNo = entry.ref_type === 'order' && entry.ref_id !== null ? (orders.get(entry.ref_id) ?? null) : null;
    return {
      id: entry.id,
      kind: entry.kind,
      amount: formatCents(Number(entry.amount)),
      balance_after: formatCents(Number(entry.balance_after ?? 0)),
      ref_type: entry.ref_type,
      ref_id: entry.ref_id,
      order_no: orderNo,
      reference: entryReference(entry.ref_type, entry.ref_id, orderNo),
      created_at: entry.created_at.toISOString(),
    };
  });
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

/** A seller's withdrawal as the seller reads it: its payout account as it was, the number masked like a card's. */
export function toSellerWithdrawal(row: WithdrawalRow): SellerWithdrawalDto {
  const account = row.payout_account;
  return {
    ...toWithdrawal(row),
    payout_account: account ? { ...account, account_no: maskCard(account.account_no) ?? '' } : null,
  };
}

/**
 * A seller's withdrawal request as the wallet keeps it (flows/withdrawal.ts writes it with the wallet's service): the
 * payout account copied in as it is now, the number without its separators, as a card's is kept (the operator pays
 * to it).
 */
export function sellerWithdrawalRow(
  shopId: number,
  account: PayoutAccountSnapshot,
  body: SellerWithdrawBody,
  fee: number,
  key: string | undefined,
) {
  return {
    idempotency_key: key ?? null,
    user_id: null,
    shop_id: shopId,
    type: 'bank' as const,
    amount: body.amount,
    fee,
    total: body.amount + fee,
    bank_card_no: account.account_no.replace(/[\s-]/g, ''),
    bank_name: account.bank_name,
    network: null,
    address: null,
    payout_account: JSON.stringify(account),
  };
}

/** The seller's withdrawal as answered, recorded for its key in the flow's transaction (runOnce's Effect). */
export async function answerSellerWithdrawal(
  trx: Executor,
  withdrawalId: number,
  effect: Effect<SellerWithdrawalDto> | undefined,
): Promise<SellerWithdrawalDto> {
  const row = await findWithdrawal(trx, withdrawalId);
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const answer = toSellerWithdrawal(row);
  await effect?.record(trx, answer);
  return answer;
}

/**
 * The withdrawal committed under `effectKey` by this shop, as answered; IDEMPOTENCY_KEY_REUSED when that key made
 * another withdrawal than `body` asks for.
 */
export async function committedSellerWithdrawal(
  { db }: Pick<AppDeps, 'db'>,
  shopId: number,
  body: Pick<SellerWithdrawBody, 'amount' | 'payout_account_id'>,
  effectKey: string,
): Promise<SellerWithdrawalDto | undefined> {
  const row = await findWithdrawalByKey(db, 'idempotency_key', effectKey);
  if (!row) return undefined;
  if (row.shop_id !== shopId || row.amount !== body.amount || row.payout_account?.id !== body.payout_account_id)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toSellerWithdrawal(row);
}

export async function listWithdrawals({ db }: Pick<AppDeps, 'db'>, shopId: number, query: Page & { status?: number }) {
  const { list, total } = await listWalletWithdrawals(
    db,
    { shopId, status: query.status },
    query.limit,
    offsetOf(query),
  );
  return { list: list.map(toSellerWithdrawal), total, page: query.page, limit: query.limit };
}
