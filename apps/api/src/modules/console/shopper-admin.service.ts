import type {
  ShopperDto,
  ShopperFreezeBody,
  ShopperListQuery,
  ShopperOrdersQuery,
  ShopperProfileDto,
  ShopperRecordsQuery,
} from '@shop/contract/console-shoppers';
import { formatCents } from '@shop/contract/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAddresses, MAX_ADDRESSES } from '../address/address.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listOrders } from '../order/console-orders.service.ts';
import { LIMITS, reset } from '../rate-limit/rate-limit.service.ts';
import { listRefunds } from '../refund/refund.service.ts';
import { consoleReviews } from '../review/review.service.ts';
import { closeAllSessions } from '../session/session.service.ts';
import { ledgerOf, listRecharges, listWithdrawals } from '../wallet/console-wallet.service.ts';
import * as repo from './shopper-admin.repo.ts';

/**
 * The console's shoppers (docs/domain.md#roles-and-permissions, permission `shoppers`): find them, read one shopper's page through the same
 * services and DTOs as the console's own lists (narrowed to that shopper), freeze and unfreeze, clear a lockout.
 */

type ShopperRow = NonNullable<Awaited<ReturnType<typeof repo.findShopper>>>;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

function toShopperDto(row: ShopperRow): ShopperDto {
  return {
    id: row.id,
    account: row.account,
    email: row.email,
    mobile: row.mobile,
    country: row.country,
    balance: formatCents(row.balance),
    frozen: row.frozen,
    frozen_reason: row.frozen_reason,
    pay_locked: row.pay_locked_until !== null && row.pay_locked_until.getTime() > Date.now(),
    created_at: row.created_at.toISOString(),
    last_login_at: iso(row.last_login_at),
  };
}

/** Shoppers newest first, by part of their account, email or mobile, and frozen or not. */
export async function listShoppers({ db }: AppDeps, query: ShopperListQuery) {
  const { list, total } = await repo.listShoppers(
    db,
    { keyword: query.keyword || undefined, frozen: query.frozen },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { list: list.map(toShopperDto), total, page: query.page, limit: query.limit };
}

async function shopperOrFail(db: Executor, id: number): Promise<ShopperRow> {
  const row = await repo.findShopper(db, id);
  if (!row) throw new AppError('SHOPPER_NOT_FOUND');
  return row;
}

/** One shopper's profile with every address and the figures of their orders. */
export async function getShopper(deps: AppDeps, id: number): Promise<ShopperProfileDto> {
  const row = await repo.findShopperProfile(deps.db, id);
  if (!row) throw new AppError('SHOPPER_NOT_FOUND');
  const [addresses, figures] = await Promise.all([
    listAddresses(deps, id, 1, MAX_ADDRESSES),
    repo.orderFigures(deps.db, id),
  ]);
  return {
    ...toShopperDto(row),
    family_name: row.family_name,
    given_name: row.given_name,
    lang: row.lang,
    has_pay_password: row.has_pay_password,
    pay_locked_until: iso(row.pay_locked_until),
    frozen_at: iso(row.frozen_at),
    addresses: addresses.list,
    figures: { orders: figures.orders, paid_orders: figures.paidOrders, paid_total: formatCents(figures.paidTotal) },
  };
}

/** The shopper's orders, as the console's order list shows them. */
export async function shopperOrders(deps: AppDeps, query: ShopperOrdersQuery) {
  await shopperOrFail(deps.db, query.id);
  return listOrders(deps, { status: query.status, page: query.page, limit: query.limit }, query.id);
}

/** The shopper's ledger, with the cached balance beside the sum of the entries (the console's ledger view). */
export async function shopperLedger(deps: AppDeps, query: ShopperRecordsQuery) {
  const shopper = await shopperOrFail(deps.db, query.id);
  return ledgerOf(deps, { account: shopper.account, page: query.page, limit: query.limit });
}

export async function shopperRefunds(deps: AppDeps, query: ShopperRecordsQuery) {
  await shopperOrFail(deps.db, query.id);
  return listRefunds(deps, { page: query.page, limit: query.limit }, query.id);
}

export async function shopperRecharges(deps: AppDeps, query: ShopperRecordsQuery) {
  await shopperOrFail(deps.db, query.id);
  return listRecharges(deps, { page: query.page, limit: query.limit }, query.id);
}

export async function shopperWithdrawals(deps: AppDeps, query: ShopperRecordsQuery) {
  await shopperOrFail(deps.db, query.id);
  return listWithdrawals(deps, { page: query.page, limit: query.limit }, query.id);
}

/** The shopper's reviews, hidden ones included. */
export async function shopperReviews(deps: AppDeps, query: ShopperRecordsQuery) {
  await shopperOrFail(deps.db, query.id);
  return consoleReviews(deps, { page: query.page, limit: query.limit }, query.id);
}

const frozenState = (row: ShopperRow) => ({
  frozen: row.frozen,
  frozen_reason: row.frozen_reason,
  frozen_at: iso(row.frozen_at),
});

/**
 * Freezes a shopper (no sign-in, payment or withdrawal; told `reason` at sign-in) and ends every session, or
 * unfreezes. Nothing else of the shopper changes. The row is held while it happens, so a payment or withdrawal
 * already under way finishes first and none starts after the freeze commits.
 */
export async function setFrozen({ db }: AppDeps, operatorId: number, body: ShopperFreezeBody): Promise<ShopperDto> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockShopper(trx, body.id);
    if (!before) throw new AppError('SHOPPER_NOT_FOUND');
    await repo.setFrozen(trx, body.id, body.frozen ? { reason: body.reason ?? '' } : null);
    const sessionsEnded = body.frozen ? await closeAllSessions(trx, 'shopper', body.id) : 0;
    const after = await shopperOrFail(trx, body.id);
    await recordAudit(trx, {
      operatorId,
      action: body.frozen ? 'shopper.freeze' : 'shopper.unfreeze',
      targetType: 'shopper',
      targetId: body.id,
      before: frozenState(before),
      after: { ...frozenState(after), sessions_ended: sessionsEnded },
    });
    return toShopperDto(after);
  });
}

/** Clears a payment-code lockout: the lock and the count of wrong codes, so the shopper has five tries again. */
export async function unlockPay({ db }: AppDeps, operatorId: number, id: number): Promise<ShopperDto> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockShopper(trx, id);
    if (!before) throw new AppError('SHOPPER_NOT_FOUND');
    await repo.clearPayLock(trx, id);
    await reset(trx, LIMITS.payFailuresPerUser, id);
    const after = await shopperOrFail(trx, id);
    await recordAudit(trx, {
      operatorId,
      action: 'shopper.unlock_pay',
      targetType: 'shopper',
      targetId: id,
      before: { pay_locked_until: iso(before.pay_locked_until) },
      after: { pay_locked_until: null, wrong_codes: 0 },
    });
    return toShopperDto(after);
  });
}
