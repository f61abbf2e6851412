import type { RefundEventKind, RefundReason } from '@shop/contract/after-sales-status';
import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { formatCents } from '@shop/contract/money';
import type { ConsoleRefundDto, RefundApplyBody, RefundDto, RefundInfoDto } from '@shop/contract/refund';
import { findTransition } from '@shop/contract/rules/order-transitions';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { recordReference } from '../ledger/fund-reference.ts';
import { type OrderItemRow, findOrder, listItems, toItem } from '../order/order.service.ts';
import { loadOrderSettings } from '../settings/order-settings.ts';
import * as repo from './refund.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { insertRefundEvent as recordRefundEvent, refundedAmount } from './refund.repo.ts';

/**
 * Where the goods of a refund with return go back (docs/domain.md#refunds-and-after-sales): the shop's return address, else the platform's
 * (order settings); null for a refund without return, or when neither is set.
 */
function returnAddressFor(
  row: Pick<repo.RefundRow, 'type' | 'shop_return_address'>,
  settings: { return_address: RefundDto['return_address'] },
): RefundDto['return_address'] {
  if (row.type !== 'return_refund') return null;
  return (row.shop_return_address as RefundDto['return_address']) ?? settings.return_address;
}

/** A return address on one line, for a notice: "Addressee · mobile · detail, area, country". */
export function returnAddressLine(address: NonNullable<RefundDto['return_address']>): string {
  return [address.addressee, address.mobile, [address.detail, address.area, address.country].join(', ')].join(' · ');
}

/** The ledger kind of a refund credit; its reference is the refund. */
export const REFUND_CREDIT = { kind: 'refund', refType: 'refund' } as const;

/** The refunds of some orders as the shopper and the console read them, each with its lines and timeline. */
export async function readRefunds(db: Executor, rows: repo.RefundRow[], lang: string): Promise<RefundDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, events, items, settings] = await Promise.all([
    repo.itemIdsOf(db, ids),
    repo.eventsOf(db, ids),
    listItems(db, [...new Set(rows.map((row) => row.order_id))]),
    loadOrderSettings(db),
  ]);
  return rows.map((row) => {
    const lineIds = new Set(links.filter((link) => link.refund_id === row.id).map((link) => link.order_item_id));
    return {
      id: row.id,
      reference: recordReference('refund', row.id),
      order_id: row.order_id,
      order_no: row.order_no,
      type: row.type,
      amount: formatCents(row.amount),
      goods_status: row.goods_status,
      reason: row.reason as RefundReason,
      explanation: row.explanation,
      proofs: row.proofs,
      items: items.filter((item) => lineIds.has(item.id)).map((item) => lineOf(item, lang)),
      status: row.status,
      reject_reason: row.reject_reason,
      return_carrier: row.return_carrier,
      return_tracking_no: row.return_tracking_no,
      return_address: returnAddressFor(row, settings),
      created_at: row.created_at.toISOString(),
      timeline: events
        .filter((event) => event.refund_id === row.id)
        .map((event) => ({
          kind: event.kind as RefundEventKind,
          actor: event.actor,
          note: event.note,
          at: event.created_at.toISOString(),
        })),
    };
  });
}

/**
 * The refunds an order's detail shows, newest first. The order module reads them through AppDeps.orderRefunds,
 * wired in app.ts, so that order never imports refund (docs/modules.md#the-import-rules).
 */
export async function readOrderRefunds(db: Executor, orderId: number, lang: string): Promise<RefundDto[]> {
  return readRefunds(db, await repo.refundsOfOrder(db, orderId), lang);
}

function lineOf(item: OrderItemRow, lang: string) {
  const { id, ...line } = toItem(item, lang);
  return { order_item_id: id, ...line };
}

/** The most a new request may ask for these lines: their value, and never more than what is left of the payment. */
async function refundableFor(
  db: Executor,
  order: { id: number; total: number },
  chosen: OrderItemRow[],
  allLines: boolean,
) {
  const left = order.total - (await repo.committedAmount(db, order.id));
  const linesValue = chosen.reduce((sum, item) => sum + item.price * item.quantity, 0);
  // Every line chosen: the whole payment (freight included) may come back; some lines: at most their value.
  return Math.max(0, allLines ? left : Math.min(left, linesValue));
}

export async function refundInfo(
  { db }: AppDeps,
  userId: number,
  orderId: number,
  productIds: number[] | undefined,
  lang: string,
): Promise<RefundInfoDto> {
  const order = await findOrder(db, orderId, userId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const items = await listItems(db, [orderId]);
  const chosen = productIds ? items.filter((item) => productIds.includes(item.product_id)) : items;
  const openId = await repo.findOpenRefundId(db, orderId);
  const open = openId ? await repo.findRefund(db, openId, userId) : undefined;
  return {
    order: { id: order.id, order_no: order.order_no, status: order.status, total: formatCents(order.total) },
    items: chosen.map((item) => lineOf(item, lang)),
    refundable: formatCents(await refundableFor(db, order, chosen, chosen.length === items.length)),
    open_refund: open ? ((await readRefunds(db, [open], lang))[0] ?? null) : null,
  };
}

/**
 * The refund request's own part of the refund-apply flow (flows/refund-apply.ts), on the order the flow has locked:
 * one open request per order (and a unique index behind it), an order in a status that may ask, lines of the order,
 * an amount within what is still refundable for those lines; then the request, its lines and its first event.
 */
export async function openRefund(
  trx: Executor,
  order: { id: number; shop_id: number; status: number; total: number },
  userId: number,
  body: RefundApplyBody,
): Promise<number> {
  if (await repo.findOpenRefundId(trx, order.id)) throw new AppError('REFUND_EXISTS');
  if (!findTransition('applyRefund', order.status, 'shopper')) throw new AppError('ORDER_NOT_REFUNDABLE');
  const items = await listItems(trx, [order.id]);
  const wanted = new Set(body.item_ids);
  const chosen = items.filter((item) => wanted.has(item.id));
  if (chosen.length !== wanted.size) throw new AppError('NOT_FOUND');
  const max = await refundableFor(trx, order, chosen, chosen.length === items.length);
  if (body.amount > max) throw new AppError('REFUND_AMOUNT_TOO_HIGH', { max: formatCents(max) });
  const refundId = await repo.insertRefund(
    trx,
    {
      order_id: order.id,
      user_id: userId,
      shop_id: order.shop_id,
      type: body.type,
      amount: body.amount,
      goods_status: body.goods_status,
      reason: body.reason,
      explanation: body.explanation,
      proofs: JSON.stringify(body.proofs),
      status_before: order.status,
    },
    chosen.map((item) => item.id),
  );
  await repo.insertRefundEvent(trx, { refundId, kind: 'applied', actor: 'shopper', actorId: userId });
  return refundId;
}

export async function getRefund(
  { db }: Pick<AppDeps, 'db'>,
  userId: number | undefined,
  id: number,
  lang: string,
): Promise<RefundDto> {
  const row = await repo.findRefund(db, id, userId);
  if (!row) throw new AppError('REFUND_NOT_FOUND');
  const [refund] = await readRefunds(db, [row], lang);
  if (!refund) throw new AppError('REFUND_NOT_FOUND');
  return refund;
}

/** After an approved refund-and-return: the shopper says how the goods travel back (1 → 2). */
export async function submitReturn(
  { db }: AppDeps,
  userId: number,
  body: { id: number; carrier: string; tracking_no: string },
  lang: string,
) {
  await db.transaction().execute(async (trx) => {
    const moved = await repo.moveRefund(
      trx,
      body.id,
      [REFUND_STATUS.awaitingReturn],
      REFUND_STATUS.returned,
      { return_carrier: body.carrier, return_tracking_no: body.tracking_no },
      userId,
    );
    if (!moved)
      throw (await repo.findRefund(trx, body.id, userId))
        ? new AppError('REFUND_STATUS_CHANGED')
        : new AppError('REFUND_NOT_FOUND');
    await repo.insertRefundEvent(trx, {
      refundId: body.id,
      kind: 'returned',
      actor: 'shopper',
      actorId: userId,
      note: `${body.carrier} ${body.tracking_no}`,
    });
  });
  return getRefund({ db }, userId, body.id, lang);
}

// ---- operators ----

const CONSOLE_LANG = 'en';

/** Who the next decision waits for (docs/domain.md#refunds-and-after-sales): the seller first, the platform without one or after the set days. */
export function waitingFor(
  row: { status: number; shop_has_seller: boolean; updated_at: Date },
  sellerDays: number,
  now = Date.now(),
): 'seller' | 'platform' | null {
  if (!repo.DECISION_STATUSES.includes(row.status)) return null;
  const overdue = now - row.updated_at.getTime() > sellerDays * 86_400_000;
  return row.shop_has_seller && !overdue ? 'seller' : 'platform';
}

async function toConsole(db: Executor, row: repo.RefundRow, sellerDays?: number): Promise<ConsoleRefundDto> {
  const [refund] = await readRefunds(db, [row], CONSOLE_LANG);
  if (!refund) throw new AppError('REFUND_NOT_FOUND');
  const days = sellerDays ?? (await loadOrderSettings(db)).seller_refund_days;
  return {
    ...refund,
    buyer: { id: row.user_id, account: row.buyer_account },
    shop_id: row.shop_id,
    waiting_for: waitingFor(row, days),
  };
}

/**
 * The refund queue; `scope` narrows it to one shopper's requests (the console's shopper page) or one shop's (the
 * seller center).
 */
export async function listRefunds(
  { db }: AppDeps,
  query: { status?: number; order_no?: string; queue?: 'platform'; page: number; limit: number },
  scope: number | { userId?: number; shopId?: number } = {},
) {
  const { userId, shopId } = typeof scope === 'number' ? { userId: scope, shopId: undefined } : scope;
  const sellerDays = (await loadOrderSettings(db)).seller_refund_days;
  const { list, total } = await repo.listRefunds(
    db,
    {
      userId,
      shopId,
      status: query.status,
      orderNoPrefix: query.order_no || undefined,
      platformAfterDays: query.queue === 'platform' ? sellerDays : undefined,
    },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return {
    list: await Promise.all(list.map((row) => toConsole(db, row, sellerDays))),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function getConsoleRefund(
  { db }: Pick<AppDeps, 'db'>,
  id: number,
  shopId?: number,
): Promise<ConsoleRefundDto> {
  const row = await repo.findRefund(db, id);
  if (!row || (shopId !== undefined && row.shop_id !== shopId)) throw new AppError('REFUND_NOT_FOUND');
  return toConsole(db, row);
}

/**
 * Who decides a refund: the shop's seller first, an operator any time (docs/domain.md#refunds-and-after-sales). A seller reaches only its own
 * shop's requests: another shop's id is "not found".
 */
export type Decider = { kind: 'operator'; id: number } | { kind: 'seller'; id: number; shopId: number };

/**
 * The request to decide, if the decider may see it and decide it: a seller only its own shop's, and not once the
 * request has gone to the platform's queue (left undecided past the set days).
 */
async function refundFor(db: Executor, id: number, decider: Decider) {
  const row = await repo.findRefund(db, id);
  if (!row || (decider.kind === 'seller' && row.shop_id !== decider.shopId)) throw new AppError('REFUND_NOT_FOUND');
  if (decider.kind === 'seller') {
    const days = (await loadOrderSettings(db)).seller_refund_days;
    if (waitingFor(row, days) === 'platform') throw new AppError('REFUND_WAITS_FOR_PLATFORM');
  }
  return row;
}

export async function auditDecision(
  trx: Executor,
  decider: Decider,
  entry: { action: string; targetId: number; before: unknown; after: unknown },
) {
  if (decider.kind === 'operator') {
    await recordAudit(trx, { operatorId: decider.id, targetType: 'refund', ...entry });
  }
}

async function refusalOf(db: Executor, id: number): Promise<AppError> {
  return (await repo.findRefund(db, id)) ? new AppError('REFUND_STATUS_CHANGED') : new AppError('REFUND_NOT_FOUND');
}

/**
 * Whether an order's refunds make it refunded (-3): what came back reaches what its goods cost the shopper
 * (goods − shop discount − promo discount), so a return of every line, line by line, ends the order even though the freight was not
 * refunded (docs/decisions/settlement-at-refunded.md).
 */
export function isFullyRefunded(
  order: { goods_amount: number; shop_discount: number; promo_discount: number },
  refunded: number,
): boolean {
  return refunded >= order.goods_amount - order.shop_discount - order.promo_discount;
}

/**
 * The refund's part of an approval (flows/refund-decisions.ts): the request the decider may decide, checked for a
 * return address (goods cannot come back to nowhere, docs/decisions/return-address-check.md; a request already
 * decided answers as before), moved from pending (refund only → refunded; with return → awaiting the goods) and its
 * event written. Refused with REFUND_STATUS_CHANGED (or not found) when another decision came first.
 */
export async function approveRequest(trx: Executor, decider: Decider, id: number) {
  const row = await refundFor(trx, id, decider);
  const address = returnAddressFor(row, await loadOrderSettings(trx));
  if (row.type === 'return_refund' && row.status === REFUND_STATUS.pending && !address)
    throw new AppError('RETURN_ADDRESS_REQUIRED');
  const to = row.type === 'refund_only' ? REFUND_STATUS.refunded : REFUND_STATUS.awaitingReturn;
  const moved = await repo.moveRefund(trx, id, [REFUND_STATUS.pending], to, { decided_by: decider.kind });
  if (!moved) throw await refusalOf(trx, id);
  await repo.insertRefundEvent(trx, { refundId: id, kind: 'approved', actor: decider.kind, actorId: decider.id });
  return { row, moved, to, address };
}

/** The refund's part of receiving returned goods (2 → 3, flows/refund-decisions.ts), before it is credited. */
export async function receiveRequest(trx: Executor, decider: Decider, id: number) {
  await refundFor(trx, id, decider);
  const moved = await repo.moveRefund(trx, id, [REFUND_STATUS.returned], REFUND_STATUS.refunded);
  if (!moved) throw await refusalOf(trx, id);
  return moved;
}

/** The refund's part of a rejection (pending, or returned goods that do not match; flows/refund-decisions.ts). */
export async function rejectRequest(trx: Executor, decider: Decider, id: number, reason: string) {
  const row = await refundFor(trx, id, decider);
  const moved = await repo.moveRefund(
    trx,
    id,
    [REFUND_STATUS.pending, REFUND_STATUS.returned],
    REFUND_STATUS.rejected,
    { reject_reason: reason, decided_by: decider.kind },
  );
  if (!moved) throw await refusalOf(trx, id);
  return { row, moved };
}

/**
 * The end of a keyed decision's transaction: the key is kept with the refund (refund_decisions) and the answer
 * recorded, both committing with the decision (runOnce's Effect).
 */
export async function answerDecision(trx: Executor, id: number, effect: Effect<ConsoleRefundDto> | undefined) {
  if (effect) await repo.insertRefundDecision(trx, effect.key, id);
  const answer = await getConsoleRefund({ db: trx }, id);
  await effect?.record(trx, answer);
  return answer;
}

/**
 * The refund decision committed under `effectKey`, as the refund stands; IDEMPOTENCY_KEY_REUSED when that key
 * decided another refund.
 */
export async function committedRefundDecision(
  { db }: Pick<AppDeps, 'db'>,
  decider: Decider,
  id: number,
  effectKey: string,
): Promise<ConsoleRefundDto | undefined> {
  const refundId = await repo.findRefundDecision(db, effectKey);
  if (refundId === undefined) return undefined;
  if (refundId !== id) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return getConsoleRefund({ db }, id, decider.kind === 'seller' ? decider.shopId : undefined);
}
