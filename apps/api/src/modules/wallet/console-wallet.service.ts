import type {
  ConsoleRechargeDto,
  ConsoleWalletListQuery,
  ConsoleWithdrawalDto,
  LedgerViewDto,
  WalletSettingsBody,
  WalletSettingsDto,
} from '@shop/contract/console-wallet';
import { formatCents } from '@shop/contract/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAuditLog, recordAudit } from '../audit/audit.service.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { notify, notifySeller } from '../notification/notification.service.ts';
import { findUserByAccountKey } from '../user/user.service.ts';
import { toBillEntry, toRecharge, toWithdrawal } from './wallet-dto.ts';
import * as repo from './wallet.repo.ts';
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
    payout_account: row.payout_account,
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
 * The recharge's part of its approval (flows/recharge-approval.ts): 0 → 1 with the amount that really arrived and
 * the decision's key, conditional on status 0, so two operators (or approve and refuse at once) produce one outcome
 * and the money is credited at most once. AUDIT_DONE (or not found) for the one that came second.
 */
export async function passRecharge(
  trx: Executor,
  operatorId: number,
  id: number,
  amount: number,
  decisionKey: string | undefined,
) {
  const settled = await repo.settleRecharge(trx, id, { status: 1, actual_amount: amount, operatorId, decisionKey });
  if (!settled) throw await auditRefusal(repo.findRecharge(trx, id), 'RECHARGE_NOT_FOUND');
  return settled;
}

/** A recharge decision's answer, recorded for its key in the decision's transaction (runOnce's Effect). */
export async function answerRechargeDecision(
  trx: Executor,
  id: number,
  effect: Effect<ConsoleRechargeDto> | undefined,
): Promise<ConsoleRechargeDto> {
  const answer = await getRecharge(trx, id);
  await effect?.record(trx, answer);
  return answer;
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
    if (settled.shop_id !== null) {
      await notifySeller(trx, {
        shopId: settled.shop_id,
        messageKey: 'sellerNotifications.payoutPaid',
        params: { amount: formatCents(settled.amount) },
        refType: 'withdrawal',
        refId: id,
      });
    }
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

/**
 * The withdrawal's part of its refusal (flows/withdrawal.ts, refuseWithdrawal): 0 → 2 with the reason and the
 * decision's key, conditional on status 0 (AUDIT_DONE, or not found, for a decision that came second).
 */
export async function refuseWithdrawalRequest(
  trx: Executor,
  operatorId: number,
  id: number,
  reason: string,
  decisionKey: string | undefined,
) {
  const settled = await repo.settleWithdrawal(trx, id, { status: 2, reason, operatorId, decisionKey });
  if (!settled) throw await auditRefusal(repo.findWithdrawal(trx, id), 'WITHDRAWAL_NOT_FOUND');
  return settled;
}

/** A withdrawal decision's answer, recorded for its key in the decision's transaction (runOnce's Effect). */
export async function answerWithdrawalDecision(
  trx: Executor,
  id: number,
  effect: Effect<ConsoleWithdrawalDto> | undefined,
): Promise<ConsoleWithdrawalDto> {
  const answer = await getWithdrawal(trx, id);
  await effect?.record(trx, answer);
  return answer;
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
