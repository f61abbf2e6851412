import type { ErrorKey } from '@shop/contract/errors';
import { formatCents } from '@shop/contract/money';
import type { VoucherDto, VoucherSaveBody, VoucherTermsDto } from '@shop/contract/promotion';
import { discountFor } from '@shop/contract/rules/discount';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Params } from '../../lib/i18n.ts';
import { catalogueChanged } from '../catalogue/catalogue-admin.service.ts';
import * as repo from './voucher.repo.ts';

/**
 * Shop vouchers (docs/domain.md#shop-vouchers): a seller's discount on its own shop's goods, the shop's cost. A
 * public voucher is shown on the product page, the shop and the checkout, where the best eligible one is
 * preselected; a voucher with a code applies when the shopper types it. One per shop per checkout, applied before
 * the platform's promo code.
 */

export type VoucherRow = repo.VoucherRow;

export function termsOf(row: VoucherRow): VoucherTermsDto {
  return {
    id: row.id,
    shop_id: row.shop_id,
    kind: row.kind,
    percent_off: row.percent_off,
    amount_off: row.amount_off === null ? null : formatCents(Number(row.amount_off)),
    max_discount: row.max_discount === null ? null : formatCents(Number(row.max_discount)),
    min_spend: formatCents(Number(row.min_spend)),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
  };
}

function stateOf(row: VoucherRow, now = Date.now()): VoucherDto['state'] {
  if (!row.active || now >= row.ends_at.getTime()) return 'ended';
  if (now < row.starts_at.getTime()) return 'upcoming';
  return row.used >= row.total_limit ? 'used_up' : 'running';
}

function toDto(row: VoucherRow): VoucherDto {
  return {
    ...termsOf(row),
    name: row.name,
    code: row.code,
    total_limit: row.total_limit,
    per_user_limit: row.per_user_limit,
    used: row.used,
    active: row.active,
    state: stateOf(row),
  };
}

export async function listVouchers({ db }: Pick<AppDeps, 'db'>, shopId: number, page: number, limit: number) {
  const { list, total } = await repo.listVouchers(db, shopId, limit, (page - 1) * limit);
  return { list: list.map(toDto), total, page, limit };
}

function fieldsOf(body: VoucherSaveBody): repo.VoucherFields {
  return {
    name: body.name,
    code: body.code ?? null,
    kind: body.kind,
    percent_off: body.kind === 'percent' ? (body.percent_off ?? null) : null,
    amount_off: body.kind === 'fixed' ? (body.amount_off ?? null) : null,
    max_discount: body.kind === 'percent' ? (body.max_discount ?? null) : null,
    min_spend: body.min_spend,
    starts_at: new Date(body.starts_at),
    ends_at: new Date(body.ends_at),
    total_limit: body.total_limit,
    per_user_limit: body.per_user_limit,
    active: body.active,
  };
}

/** What a running voucher may still change: its name, end, quantity and whether it runs; its terms stay. */
const CHANGEABLE_AFTER_START = ['name', 'ends_at', 'total_limit', 'active'] as const;

function changesTerms(row: VoucherRow, fields: repo.VoucherFields): boolean {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : String(a ?? '') === String(b ?? '');
  return (Object.keys(fields) as (keyof repo.VoucherFields)[])
    .filter((key) => !(CHANGEABLE_AFTER_START as readonly string[]).includes(key))
    .some((key) => !same(row[key as keyof VoucherRow], fields[key]));
}

/**
 * Creates a voucher of the seller's shop or changes one of its own (another shop's id is VOUCHER_NOT_FOUND). Once
 * it has started, its terms are what shoppers were promised: only its name, end, quantity (never below what was
 * used) and whether it runs may change (VOUCHER_STARTED). A public voucher's change moves the catalogue's version
 * in the same transaction: product pages and shops show it.
 */
export async function saveVoucher(
  { db }: Pick<AppDeps, 'db'>,
  shopId: number,
  body: VoucherSaveBody,
): Promise<VoucherDto> {
  const fields = fieldsOf(body);
  return db.transaction().execute(async (trx) => {
    if (fields.code && (await repo.voucherCodeTaken(trx, shopId, fields.code, body.id)))
      throw new AppError('VOUCHER_CODE_TAKEN');
    let row: VoucherRow | undefined;
    if (body.id === undefined) {
      row = await repo.insertVoucher(trx, shopId, fields);
    } else {
      const before = await repo.findVoucher(trx, shopId, body.id);
      if (!before) throw new AppError('VOUCHER_NOT_FOUND');
      if (before.starts_at.getTime() <= Date.now() && changesTerms(before, fields))
        throw new AppError('VOUCHER_STARTED');
      if (fields.total_limit < before.used)
        throw new AppError('VALIDATION', undefined, { fields: { total_limit: 'countInvalid' } });
      row = await repo.updateVoucher(trx, shopId, body.id, fields);
      if (before.code === null) await catalogueChanged(trx);
    }
    if (!row) throw new AppError('VOUCHER_NOT_FOUND');
    if (row.code === null) await catalogueChanged(trx);
    return toDto(row);
  });
}

/** Ends one of the shop's vouchers now: no new checkout gets it; orders that used it keep their discount. */
export async function endVoucher({ db }: Pick<AppDeps, 'db'>, shopId: number, id: number): Promise<VoucherDto> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.updateVoucher(trx, shopId, id, { active: false });
    if (!row) throw new AppError('VOUCHER_NOT_FOUND');
    if (row.code === null) await catalogueChanged(trx);
    return toDto(row);
  });
}

/** A shop's public vouchers running now, for the product page and the shop page. */
export async function runningPublicVouchers(db: Executor, shopId: number): Promise<VoucherTermsDto[]> {
  return (await repo.listRunningPublicVouchers(db, [shopId])).map(termsOf);
}

// ---- the checkout's part ----

export interface VoucherFailure {
  key: ErrorKey;
  params?: Params;
}

/** Why a voucher does not apply to this shopper's goods of its shop, or nothing when it does. */
export function voucherFailure(
  row: VoucherRow | undefined,
  goodsAmount: number,
  usedByShopper: number,
  now = Date.now(),
): VoucherFailure | undefined {
  if (!row?.active) return { key: 'VOUCHER_NOT_FOUND' };
  if (now < row.starts_at.getTime()) return { key: 'VOUCHER_NOT_STARTED' };
  if (now >= row.ends_at.getTime()) return { key: 'VOUCHER_EXPIRED' };
  if (goodsAmount < Number(row.min_spend))
    return { key: 'VOUCHER_MIN_SPEND', params: { amount: formatCents(Number(row.min_spend)) } };
  if (row.used >= row.total_limit) return { key: 'VOUCHER_USED_UP' };
  if (usedByShopper >= row.per_user_limit) return { key: 'VOUCHER_LIMIT_REACHED' };
  return undefined;
}

export const voucherDiscount = (row: VoucherRow, goodsAmount: number) =>
  discountFor(
    {
      kind: row.kind,
      percent_off: row.percent_off,
      amount_off: row.amount_off === null ? null : Number(row.amount_off),
      max_discount: row.max_discount === null ? null : Number(row.max_discount),
    },
    goodsAmount,
  );

/** One shop's voucher in a checkout: the one applied (with its discount), or why the chosen one does not apply. */
export interface ShopVoucherPick {
  voucher?: VoucherRow;
  discount: number;
  failure?: VoucherFailure;
  /** The shop's public vouchers running now, each with whether it applies. */
  available: { row: VoucherRow; eligible: boolean }[];
}

export interface VoucherChoice {
  shop_id: number;
  voucher_id?: number | null;
  code?: string;
}

/**
 * Picks each shop's voucher for a checkout: the shopper's choice (a code, a public voucher, or none), else the
 * public voucher that takes the most off the shop's goods among those that apply (ties: the one ending first).
 */
export async function pickShopVouchers(
  db: Executor,
  userId: number,
  groups: { shopId: number; goodsAmount: number }[],
  choices: VoucherChoice[] = [],
): Promise<Map<number, ShopVoucherPick>> {
  const shopIds = groups.map((group) => group.shopId);
  const running = await repo.listRunningPublicVouchers(db, shopIds);
  const chosen = new Map(choices.map((choice) => [choice.shop_id, choice]));
  const byCode = new Map<number, VoucherRow | undefined>();
  for (const choice of choices) {
    if (choice.code && shopIds.includes(choice.shop_id))
      byCode.set(choice.shop_id, await repo.findVoucherByCode(db, choice.shop_id, choice.code));
  }
  const candidates = [...running, ...[...byCode.values()].filter((row): row is VoucherRow => row !== undefined)];
  const uses = await repo.shopperUses(
    db,
    userId,
    candidates.map((row) => row.id),
  );
  const picks = new Map<number, ShopVoucherPick>();
  for (const group of groups) {
    const failureOf = (row: VoucherRow | undefined) =>
      voucherFailure(row, group.goodsAmount, row ? (uses.get(row.id) ?? 0) : 0);
    const available = running
      .filter((row) => row.shop_id === group.shopId)
      .map((row) => ({ row, eligible: failureOf(row) === undefined }));
    const choice = chosen.get(group.shopId);
    let voucher: VoucherRow | undefined;
    let failure: VoucherFailure | undefined;
    if (choice?.code) {
      voucher = byCode.get(group.shopId);
      failure = failureOf(voucher);
    } else if (choice?.voucher_id === null) {
      voucher = undefined;
    } else if (choice?.voucher_id !== undefined) {
      voucher = available.find((entry) => entry.row.id === choice.voucher_id)?.row;
      failure = failureOf(voucher);
    } else {
      voucher = available
        .filter((entry) => entry.eligible)
        .map((entry) => entry.row)
        .sort(
          (a, b) =>
            voucherDiscount(b, group.goodsAmount) - voucherDiscount(a, group.goodsAmount) ||
            a.ends_at.getTime() - b.ends_at.getTime(),
        )[0];
    }
    picks.set(
      group.shopId,
      failure || !voucher
        ? { discount: 0, failure, available, voucher: failure ? voucher : undefined }
        : { voucher, discount: voucherDiscount(voucher, group.goodsAmount), available },
    );
  }
  return picks;
}

/** Takes the voucher use of each order under its caps (VOUCHER_USED_UP when the last one went meanwhile). */
export async function takeVoucherUses(
  trx: Executor,
  userId: number,
  uses: { orderId: number; voucherId: number }[],
): Promise<void> {
  for (const use of [...uses].sort((a, b) => a.voucherId - b.voucherId)) {
    if (!(await repo.takeVoucherUse(trx, use.voucherId, userId, use.orderId))) throw new AppError('VOUCHER_USED_UP');
  }
}

/** The voucher use of an order cancelled unpaid, given back (never after payment: only the cancel flow calls it). */
export async function giveBackVoucherUse(trx: Executor, orderId: number): Promise<void> {
  await repo.releaseVoucherUse(trx, orderId);
}

export { nextVoucherBoundary, publicVoucherOfSkuQuery } from './voucher.repo.ts';
