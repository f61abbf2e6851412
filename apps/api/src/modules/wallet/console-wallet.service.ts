import type {
  ConsoleRechargeDto,
  ConsoleWalletListQuery,
  ConsoleWithdrawalDto,
  LedgerCheckDto,
  LedgerViewDto,
  WalletSettingsBody,
  WalletSettingsDto,
} from '@shop/contract/console-wallet';
import { formatCents } from '@shop/contract/money';
import { LEDGER_KINDS, type LedgerKind } from '@shop/contract/wallet-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAuditLog, recordAudit } from '../audit/audit-log.repo.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { accountSumsByKind, accountTotals } from '../ledger/account-ledger.repo.ts';
import { creditShop } from '../ledger/account-ledger.service.ts';
import { findLedgerMismatches } from '../ledger/ledger.repo.ts';
import { creditBalance } from '../ledger/ledger.service.ts';
import { notify } from '../notification/notification.repo.ts';
import { findUnbalancedSettlements, openOrdersHeld } from '../settlement/settlement.repo.ts';
import { findUserByAccountKey } from '../user/user.repo.ts';
import { toBillEntry, toRecharge, toWithdrawal } from './wallet-dto.ts';
import * as repo from './wallet.repo.ts';
import { RECHARGE_CREDIT, WITHDRAW_RETURN } from './wallet.service.ts';
import { loadWalletSettings, saveWalletSettings, type WalletSettings } from './wallet-settings.ts';

const page = (query: { page: number; limit: number }) => ({
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
});

function toConsoleRecharge(row: repo.RechargeRow): ConsoleRechargeDto {
  return { ...toRecharge(row), buyer: { id: row.user_id, account: row.buyer_account } };
}

function toConsoleWithdrawal(row: repo.WithdrawalRow): ConsoleWithdrawalDto {
  return {
    ...toWithdrawal(row),
    buyer: row.user_id !== null ? { id: row.user_id, account: row.buyer_account ?? '' } : null,
    seller:
      row.shop_id !== null
        ? { shop_id: row.shop_id, shop_name: row.shop_name ?? '', account: row.seller_account ?? '' }
        : null,
    bank_card_no: row.bank_card_no,
  };
}

/** The recharge queue; `userId` narrows it to one shopper's recharges (the console's shopper page). */
export async function listRecharges({ db }: AppDeps, query: ConsoleWalletListQuery, userId?: number) {
  const { limit, offset } = page(query);
  const { list, total } = await repo.listRecharges(
    db,
    { userId, status: query.status, accountKey: query.account?.toLowerCase() || undefined },
    limit,
    offset,
  );
  return { list: list.map(toConsoleRecharge), total, page: query.page, limit: query.limit };
}

/** The withdrawal queue, shoppers' and sellers'; `userId` narrows it to one shopper's (the console's shopper page). */
export async function listWithdrawals({ db }: AppDeps, query: ConsoleWalletListQuery, userId?: number) {
  const { limit, offset } = page(query);
  const { list, total } = await repo.listWithdrawals(
    db,
    { userId, owner: query.owner, status: query.status, accountKey: query.account?.toLowerCase() || undefined },
    limit,
    offset,
  );
  return { list: list.map(toConsoleWithdrawal), total, page: query.page, limit: query.limit };
}

/** Why an audit did not happen: no such request, or another audit got there first. */
async function auditRefusal(
  exists: Promise<unknown>,
  notFound: 'RECHARGE_NOT_FOUND' | 'WITHDRAWAL_NOT_FOUND',
): Promise<AppError> {
  return (await exists) ? new AppError('AUDIT_DONE') : new AppError(notFound);
}

/**
 * Passes a recharge with the amount that really arrived: 0 → 1 and the credit in one transaction, so two operators
 * (or approve and refuse at once) produce one outcome and the money is credited at most once. The shopper is told.
 */
export async function approveRecharge(
  { db }: AppDeps,
  operatorId: number,
  id: number,
  amount: number,
  effect?: Effect<ConsoleRechargeDto>,
): Promise<ConsoleRechargeDto> {
  return db.transaction().execute(async (trx) => {
    const settled = await repo.settleRecharge(trx, id, {
      status: 1,
      actual_amount: amount,
      operatorId,
      decisionKey: effect?.key,
    });
    if (!settled) throw await auditRefusal(repo.findRecharge(trx, id), 'RECHARGE_NOT_FOUND');
    await creditBalance(trx, settled.user_id, amount, { ...RECHARGE_CREDIT, refId: id });
    await recordAudit(trx, {
      operatorId,
      action: 'recharge.approve',
      targetType: 'recharge',
      targetId: id,
      before: { status: 0, amount: formatCents(settled.amount) },
      after: { status: 1, actual_amount: formatCents(amount) },
    });
    await notify(trx, {
      userId: settled.user_id,
      messageKey: 'notifications.rechargePassed',
      params: { amount: formatCents(amount) },
      refType: 'recharge',
      refId: id,
    });
    // The decision's answer commits with it (runOnce's Effect).
    const answer = await getRecharge(trx, id);
    await effect?.record(trx, answer);
    return answer;
  });
}

export async function refuseRecharge(
  { db }: AppDeps,
  operatorId: number,
  id: number,
  reason: string,
  effect?: Effect<ConsoleRechargeDto>,
): Promise<ConsoleRechargeDto> {
  return db.transaction().execute(async (trx) => {
    const settled = await repo.settleRecharge(trx, id, { status: 2, reason, operatorId, decisionKey: effect?.key });
    if (!settled) throw await auditRefusal(repo.findRecharge(trx, id), 'RECHARGE_NOT_FOUND');
    await recordAudit(trx, {
      operatorId,
      action: 'recharge.refuse',
      targetType: 'recharge',
      targetId: id,
      before: { status: 0 },
      after: { status: 2, reason },
    });
    await notify(trx, {
      userId: settled.user_id,
      messageKey: 'notifications.rechargeRefused',
      params: { amount: formatCents(settled.amount), reason },
      refType: 'recharge',
      refId: id,
    });
    // The decision's answer commits with it (runOnce's Effect).
    const answer = await getRecharge(trx, id);
    await effect?.record(trx, answer);
    return answer;
  });
}

async function getRecharge(db: Executor, id: number): Promise<ConsoleRechargeDto> {
  const row = await repo.findRecharge(db, id);
  if (!row) throw new AppError('RECHARGE_NOT_FOUND');
  return toConsoleRecharge(row);
}

/** Passes a withdrawal that has been paid out: the hold taken at the request becomes final (no balance change). */
export async function approveWithdrawal(
  { db }: AppDeps,
  operatorId: number,
  id: number,
  effect?: Effect<ConsoleWithdrawalDto>,
): Promise<ConsoleWithdrawalDto> {
  return db.transaction().execute(async (trx) => {
    const settled = await repo.settleWithdrawal(trx, id, { status: 1, operatorId, decisionKey: effect?.key });
    if (!settled) throw await auditRefusal(repo.findWithdrawal(trx, id), 'WITHDRAWAL_NOT_FOUND');
    await recordAudit(trx, {
      operatorId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: id,
      before: { status: 0 },
      after: { status: 1 },
    });
    if (settled.user_id !== null) {
      await notify(trx, {
        userId: settled.user_id,
        messageKey: 'notifications.withdrawPassed',
        params: { amount: formatCents(settled.amount) },
        refType: 'withdrawal',
        refId: id,
      });
    }
    // The decision's answer commits with it (runOnce's Effect).
    const answer = await getWithdrawal(trx, id);
    await effect?.record(trx, answer);
    return answer;
  });
}

/** Refuses a withdrawal: the hold (amount + charge) returns to the balance in one entry. */
export async function refuseWithdrawal(
  { db }: AppDeps,
  operatorId: number,
  id: number,
  reason: string,
  effect?: Effect<ConsoleWithdrawalDto>,
): Promise<ConsoleWithdrawalDto> {
  return db.transaction().execute(async (trx) => {
    const settled = await repo.settleWithdrawal(trx, id, {
      status: 2,
      reason,
      operatorId,
      decisionKey: effect?.key,
    });
    if (!settled) throw await auditRefusal(repo.findWithdrawal(trx, id), 'WITHDRAWAL_NOT_FOUND');
    // The hold goes back where it came from: the shopper's balance, or the shop's.
    if (settled.shop_id !== null)
      await creditShop(trx, settled.shop_id, settled.total, { ...WITHDRAW_RETURN, refId: id });
    else if (settled.user_id !== null)
      await creditBalance(trx, settled.user_id, settled.total, { ...WITHDRAW_RETURN, refId: id });
    await recordAudit(trx, {
      operatorId,
      action: 'withdrawal.refuse',
      targetType: 'withdrawal',
      targetId: id,
      before: { status: 0 },
      after: { status: 2, reason, returned: formatCents(settled.total) },
    });
    if (settled.user_id !== null) {
      await notify(trx, {
        userId: settled.user_id,
        messageKey: 'notifications.withdrawRefused',
        params: { amount: formatCents(settled.amount), reason },
        refType: 'withdrawal',
        refId: id,
      });
    }
    // The decision's answer commits with it (runOnce's Effect).
    const answer = await getWithdrawal(trx, id);
    await effect?.record(trx, answer);
    return answer;
  });
}

async function getWithdrawal(db: Executor, id: number): Promise<ConsoleWithdrawalDto> {
  const row = await repo.findWithdrawal(db, id);
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
  return toConsoleWithdrawal(row);
}

/**
 * The audit decision committed under `effectKey` (on the recharge's row), as it stands; IDEMPOTENCY_KEY_REUSED when
 * that key decided another recharge.
 */
export async function committedRechargeDecision({ db }: AppDeps, id: number, effectKey: string) {
  const row = await repo.findRechargeByKey(db, 'decision_key', effectKey);
  if (!row) return undefined;
  if (row.id !== id) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toConsoleRecharge(row);
}

/** The audit decision committed under `effectKey` (on the withdrawal's row), as for recharges. */
export async function committedWithdrawalDecision({ db }: AppDeps, id: number, effectKey: string) {
  const row = await repo.findWithdrawalByKey(db, 'decision_key', effectKey);
  if (!row) return undefined;
  if (row.id !== id) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toConsoleWithdrawal(row);
}

/** One shopper's ledger, with the cached balance beside the sum of the entries. */
export async function ledgerOf(
  { db }: AppDeps,
  query: { account: string; page: number; limit: number },
): Promise<LedgerViewDto> {
  const user = await findUserByAccountKey(db, query.account.toLowerCase());
  if (!user) throw new AppError('NOT_FOUND');
  const { limit, offset } = page(query);
  const [entries, mismatch] = await Promise.all([
    repo.listEntries(db, user.id, undefined, limit, offset),
    repo.entriesTotal(db, user.id),
  ]);
  return {
    user: {
      id: user.id,
      account: user.account,
      balance: formatCents(user.balance),
      entries_total: formatCents(mismatch),
    },
    entries: { list: entries.list.map(toBillEntry), total: entries.total, page: query.page, limit: query.limit },
  };
}

/**
 * DESIGN §3's invariant over the whole system: every account's entries sum to its balance and none is negative;
 * the entries of each kind match the records behind them (credited recharges, paid orders, withdrawal holds and
 * their returns), so no money appeared or vanished outside the ledger.
 */
export async function checkLedger({ db }: Pick<AppDeps, 'db'>): Promise<LedgerCheckDto> {
  const [mismatches, totals, accounts, accountKinds, held, unbalanced] = await Promise.all([
    findLedgerMismatches(db),
    repo.ledgerTotals(db),
    accountTotals(db),
    accountSumsByKind(db),
    openOrdersHeld(db),
    findUnbalancedSettlements(db),
  ]);
  const kind = (name: LedgerKind) => totals.byKind[name] ?? 0;
  const totalEntries = LEDGER_KINDS.reduce((sum, name) => sum + kind(name), 0);
  const names = await Promise.all(mismatches.map((m) => repo.accountOf(db, m.id)));
  const shoppersBalanced =
    mismatches.length === 0 &&
    totalEntries === totals.totalBalances &&
    kind('recharge') === totals.recharged &&
    kind('order_pay') === -totals.paidOrders &&
    kind('withdraw_hold') === -totals.withdrawn &&
    kind('withdraw_return') === totals.returned &&
    kind('refund') === totals.refunded;

  // The shops and the platform (DESIGN §7).
  const platform = (name: 'escrow' | 'revenue') =>
    accounts.filter((a) => a.kind === name).reduce((sum, a) => sum + a.entries_total, 0);
  const shops = accounts.filter((a) => a.kind === 'shop');
  const shopMismatches = shops.filter((a) => a.balance !== a.entries_total || a.balance < 0);
  const shopsTotal = shops.reduce((sum, a) => sum + a.balance, 0);
  const escrow = platform('escrow');
  const revenue = platform('revenue');
  const account = (name: string) => accountKinds[name] ?? 0;
  const moneyIn = kind('recharge') + kind('adjustment') + account('shop:adjustment');
  const moneyOut = -(
    kind('withdraw_hold') +
    kind('withdraw_return') +
    account('shop:withdraw_hold') +
    account('shop:withdraw_return')
  );
  const allBalances = totals.totalBalances + shopsTotal + escrow + revenue;
  const platformBalanced =
    shopMismatches.length === 0 &&
    escrow === held &&
    escrow >= 0 &&
    unbalanced.length === 0 &&
    allBalances === moneyIn - moneyOut;

  return {
    accounts: totals.accounts,
    mismatches: mismatches.map((m, index) => ({
      user_id: m.id,
      account: names[index] ?? '',
      balance: formatCents(m.balance),
      entries_total: formatCents(m.entries_total),
    })),
    total_balances: formatCents(totals.totalBalances),
    total_entries: formatCents(totalEntries),
    by_kind: Object.fromEntries(LEDGER_KINDS.map((name) => [name, formatCents(kind(name))])) as Record<
      LedgerKind,
      string
    >,
    platform: {
      escrow: formatCents(escrow),
      open_orders_held: formatCents(held),
      revenue: formatCents(revenue),
      shops_total: formatCents(shopsTotal),
      shop_mismatches: shopMismatches.map((a) => ({
        shop_id: a.shop_id ?? 0,
        balance: formatCents(a.balance),
        entries_total: formatCents(a.entries_total),
      })),
      unbalanced_orders: unbalanced.map((row) => row.order_id),
      money_in_less_out: formatCents(moneyIn - moneyOut),
      all_balances: formatCents(allBalances),
    },
    balanced: shoppersBalanced && platformBalanced,
  };
}

function toSettingsDto(settings: WalletSettings): WalletSettingsDto {
  return {
    networks: settings.networks.map((n) => ({
      network: n.network,
      address: n.address,
      min_amount: formatCents(n.min_amount),
    })),
    bank: settings.bank,
    recharge_min: formatCents(settings.recharge_min),
    withdraw_fee_rate: settings.withdraw_fee_rate,
    withdraw_fee_min: formatCents(settings.withdraw_fee_min),
    withdraw_min: formatCents(settings.withdraw_min),
    card_enabled: settings.card_enabled ?? true,
  };
}

export async function getWalletSettings({ db }: AppDeps): Promise<WalletSettingsDto> {
  return toSettingsDto(await loadWalletSettings(db));
}

export async function putWalletSettings(
  { db }: AppDeps,
  operatorId: number,
  body: WalletSettingsBody,
): Promise<WalletSettingsDto> {
  return db.transaction().execute(async (trx) => {
    const before = await loadWalletSettings(trx);
    const after = await saveWalletSettings(trx, body);
    await recordAudit(trx, { operatorId, action: 'settings.wallet', targetType: 'settings', before, after });
    return toSettingsDto(after);
  });
}

export async function auditLog({ db }: AppDeps, query: { page: number; limit: number; target_type?: string }) {
  const { limit, offset } = page(query);
  const { list, total } = await listAuditLog(db, { targetType: query.target_type || undefined }, limit, offset);
  return {
    list: list.map((row) => ({
      id: row.id,
      operator: { id: row.operator_id, account: row.operator_account },
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      before: row.before,
      after: row.after,
      created_at: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
