import { formatCents } from '@shop/contract/money';
import type {
  AuditLogQuery,
  BillQuery,
  ExtractBody,
  ExtractInfoDto,
  RechargeBody,
  RechargeDto,
  RechargeInfoDto,
  WithdrawalDto,
} from '@shop/contract/wallet';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Executor } from '../../db/database.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { type CardPaymentProvider, manualReviewProvider } from './card-provider.ts';
import { toBillEntry, toRecharge, toWithdrawal } from './wallet-dto.ts';
import * as repo from './wallet.repo.ts';
import { loadWalletSettings, serviceCharge } from './wallet-settings.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export {
  type WithdrawalRow,
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawal,
  listWithdrawals,
} from './wallet.repo.ts';

/** The ledger kinds of a withdrawal: its hold when requested, and the hold's return when refused. */
export const WITHDRAW_HOLD = { kind: 'withdraw_hold', refType: 'withdrawal' } as const;
export const WITHDRAW_RETURN = { kind: 'withdraw_return', refType: 'withdrawal' } as const;
export const RECHARGE_CREDIT = { kind: 'recharge', refType: 'recharge' } as const;

export async function listNetworks({ db }: AppDeps) {
  const settings = await loadWalletSettings(db);
  return settings.networks.map((n) => ({
    network: n.network,
    address: n.address,
    min_amount: formatCents(n.min_amount),
  }));
}

export async function rechargeInfo({ db }: AppDeps): Promise<RechargeInfoDto> {
  const settings = await loadWalletSettings(db);
  return {
    bank: settings.bank,
    min_amount: formatCents(settings.recharge_min),
    card_enabled: settings.card_enabled ?? true,
  };
}

/**
 * Records a recharge for an operator to audit (status 0); nothing is credited yet. On chain, the network must be
 * one the operator offers and the address its deposit address; a transaction hash serves one recharge only (the
 * database's unique index decides between two at once).
 */
export async function requestRecharge(
  { db }: AppDeps,
  userId: number,
  body: RechargeBody,
  provider: CardPaymentProvider = manualReviewProvider,
  effect?: Effect<RechargeDto>,
): Promise<RechargeDto> {
  const settings = await loadWalletSettings(db);
  let minimum = settings.recharge_min;
  const fields: Parameters<typeof repo.insertRecharge>[1] = {
    user_id: userId,
    method: body.method,
    amount: body.amount,
  };
  if (body.method === 'chain') {
    const network = settings.networks.find((n) => n.network.toLowerCase() === body.network.toLowerCase());
    if (!network) throw new AppError('NETWORK_UNKNOWN');
    if (network.address !== body.address) throw new AppError('DEPOSIT_ADDRESS_MISMATCH');
    minimum = Math.max(minimum, network.min_amount);
    Object.assign(fields, {
      network: network.network,
      address: network.address,
      tx_hash: body.tx_hash,
      evidence: body.evidence,
    });
  } else if (body.method === 'manual') {
    fields.evidence = body.evidence;
  } else {
    if (settings.card_enabled === false) throw new AppError('RECHARGE_METHOD_OFF');
    const charge = await provider.charge({ userId, amount: body.amount, cardLast4: body.card_last4 });
    Object.assign(fields, {
      card_last4: body.card_last4 ?? null,
      provider_ref: body.provider_ref,
      evidence: body.evidence,
      provider: charge.provider,
    });
  }
  if (body.amount < minimum) throw new AppError('AMOUNT_TOO_SMALL', { min: formatCents(minimum) });
  try {
    // The row carries the request's key, and its answer is recorded before the commit (runOnce's Effect).
    return await db.transaction().execute(async (trx) => {
      const id = await repo.insertRecharge(trx, { ...fields, idempotency_key: effect?.key ?? null });
      const row = await repo.findRecharge(trx, id, userId);
      if (!row) throw new AppError('RECHARGE_NOT_FOUND');
      const answer = toRecharge(row);
      await effect?.record(trx, answer);
      return answer;
    });
  } catch (error) {
    // Two live claims of one key (a lease taken over from a request still running): the other one made it.
    if (isUniqueViolation(error, 'recharges_idempotency_key')) throw new AppError('REQUEST_IN_PROGRESS');
    if (isUniqueViolation(error)) throw new AppError('TX_HASH_USED');
    throw error;
  }
}

/** The recharge request committed under `effectKey`, as answered; IDEMPOTENCY_KEY_REUSED if it was another request. */
export async function committedRecharge(
  { db }: AppDeps,
  userId: number,
  body: RechargeBody,
  effectKey: string,
): Promise<RechargeDto | undefined> {
  const row = await repo.findRechargeByKey(db, 'idempotency_key', effectKey);
  if (!row) return undefined;
  if (row.user_id !== userId || row.amount !== body.amount || row.method !== body.method)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toRecharge(row);
}

export async function rechargeLog({ db }: AppDeps, userId: number, query: AuditLogQuery) {
  const { list, total } = await repo.listRecharges(
    db,
    { userId, status: query.status },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { list: list.map(toRecharge), total, page: query.page, limit: query.limit };
}

export async function extractInfo({ db }: AppDeps, userId: number): Promise<ExtractInfoDto> {
  const settings = await loadWalletSettings(db);
  return {
    balance: formatCents(await balanceOf(db, userId)),
    fee_rate: settings.withdraw_fee_rate,
    fee_min: formatCents(settings.withdraw_fee_min),
    min_amount: formatCents(settings.withdraw_min),
  };
}

/**
 * The service charge of a withdrawal of `amount` (shopper's or seller's), refused with AMOUNT_TOO_SMALL below the
 * minimum: checked before the withdrawal flow (flows/withdrawal.ts) opens its transaction.
 */
export async function withdrawalFee(db: Executor, amount: number): Promise<number> {
  const settings = await loadWalletSettings(db);
  if (amount < settings.withdraw_min)
    throw new AppError('AMOUNT_TOO_SMALL', { min: formatCents(settings.withdraw_min) });
  return serviceCharge(settings, amount);
}

/** A shopper's withdrawal request written (status 0, with the request's key), in the withdrawal flow: its id. */
export async function writeWithdrawal(
  trx: Executor,
  userId: number,
  body: ExtractBody,
  fee: number,
  key: string | undefined,
): Promise<number> {
  return repo.insertWithdrawal(trx, {
    idempotency_key: key ?? null,
    user_id: userId,
    type: body.type,
    amount: body.amount,
    fee,
    total: body.amount + fee,
    bank_card_no: body.type === 'bank' ? body.bank_card_no.replace(/\s/g, '') : null,
    bank_name: body.type === 'bank' ? body.bank_name : null,
    network: body.type === 'chain' ? body.network : null,
    address: body.type === 'chain' ? body.address : null,
  });
}

/** The shopper's withdrawal as answered, recorded for its key in the flow's transaction (runOnce's Effect). */
export async function answerWithdrawal(
  trx: Executor,
  withdrawalId: number,
  userId: number,
  effect: Effect<WithdrawalDto> | undefined,
): Promise<WithdrawalDto> {
  const row = await repo.findWithdrawal(trx, withdrawalId, userId);
  if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const answer = toWithdrawal(row);
  await effect?.record(trx, answer);
  return answer;
}

/**
 * The withdrawal committed under `effectKey` (shopper's or seller's), as answered; IDEMPOTENCY_KEY_REUSED when that
 * key made another withdrawal than `body` asks for.
 */
export async function committedWithdrawal(
  { db }: AppDeps,
  owner: { userId: number } | { shopId: number },
  body: { amount: number; type: string },
  effectKey: string,
): Promise<WithdrawalDto | undefined> {
  const row = await repo.findWithdrawalByKey(db, 'idempotency_key', effectKey);
  if (!row) return undefined;
  const mine = 'userId' in owner ? row.user_id === owner.userId : row.shop_id === owner.shopId;
  if (!mine || row.amount !== body.amount || row.type !== body.type) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return toWithdrawal(row);
}

export async function withdrawalLog({ db }: AppDeps, userId: number, query: AuditLogQuery) {
  const { list, total } = await repo.listWithdrawals(
    db,
    { userId, status: query.status },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { list: list.map(toWithdrawal), total, page: query.page, limit: query.limit };
}

/** The fund record: every ledger entry of the shopper, newest first. */
export async function bill({ db }: AppDeps, userId: number, query: BillQuery) {
  const { list, total } = await repo.listEntries(db, userId, query.kind, query.limit, (query.page - 1) * query.limit);
  return { list: list.map(toBillEntry), total, page: query.page, limit: query.limit };
}
