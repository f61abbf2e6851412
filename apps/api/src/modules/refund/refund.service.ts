import type { RefundEventKind, RefundReason } from '@shop/contract/after-sales-status';
import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { formatCents } from '@shop/contract/money';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { ConsoleRefundDto, RefundApplyBody, RefundDto, RefundInfoDto } from '@shop/contract/refund';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { recordAudit } from '../audit/audit-log.repo.ts';
import type { Effect } from '../idempotency/idempotency.service.ts';
import { creditBalance } from '../ledger/ledger.service.ts';
import { debitPlatform } from '../ledger/account-ledger.service.ts';
import { notify } from '../notification/notification.repo.ts';
import { toItem } from '../order/order-dto.ts';
import * as orders from '../order/order.repo.ts';
import { loadOrderSettings } from '../order/order-settings.ts';
import * as repo from './refund.repo.ts';

/**
 * Where the goods of a refund with return go back (DESIGN §7): the shop's return address, else the platform's
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

/** Orders a shopper may ask a refund for: paid, shipped or received (DESIGN §3). */
const REFUNDABLE_STATUSES: number[] = [ORDER_STATUS.waitingDelivery, ORDER_STATUS.delivered, ORDER_STATUS.received];

/** The refunds of some orders as the shopper and the console read them, each with its lines and timeline. */
export async function readRefunds(db: Executor, rows: repo.RefundRow[], lang: string): Promise<RefundDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [links, events, items, settings] = await Promise.all([
    repo.itemIdsOf(db, ids),
    repo.eventsOf(db, ids),
    orders.listItems(db, [...new Set(rows.map((row) => row.order_id))]),
    loadOrderSettings(db),
  ]);
  return rows.map((row) => {
    const lineIds = new Set(links.filter((link) => link.refund_id === row.id).map((link) => link.order_item_id));
    return {
      id: row.id,
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

function lineOf(item: orders.OrderItemRow, lang: string) {
  const { id, ...line } = toItem(item, lang);
  return { order_item_id: id, ...line };
}

/** The most a new request may ask for these lines: their value, and never more than what is left of the payment. */
async function refundableFor(
  db: Executor,
  order: { id: number; total: number },
  chosen: orders.OrderItemRow[],
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
  const order = await orders.findOrder(db, orderId, userId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const items = await orders.listItems(db, [orderId]);
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
 * A refund request: with the order locked, one open request per order (and a unique index behind it), an amount
 * within what is still refundable for those lines, then the order moves to -4 (in after-sale).
 */
export async function applyRefund(
  { db }: AppDeps,
  userId: number,
  body: RefundApplyBody,
  lang: string,
): Promise<RefundDto> {
  const id = await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, body.order_id, userId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (await repo.findOpenRefundId(trx, order.id)) throw new AppError('REFUND_EXISTS');
      if (!REFUNDABLE_STATUSES.includes(order.status)) throw new AppError('ORDER_NOT_REFUNDABLE');
      const items = await orders.listItems(trx, [order.id]);
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
      const moved = await orders.transition(trx, {
        id: order.id,
        userId,
        from: order.status,
        to: ORDER_STATUS.afterSale,
      });
      if (!moved) throw new AppError('ORDER_STATUS_CHANGED');
      await orders.insertEvent(trx, {
        orderId: order.id,
        kind: 'refund_applied',
        from: order.status,
        to: ORDER_STATUS.afterSale,
        actor: 'shopper',
        actorId: userId,
      });
      return refundId;
    }),
  );
  return getRefund({ db }, userId, id, lang);
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

/** Who the next decision waits for (DESIGN §7): the seller first, the platform without one or after the set days. */
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
 * Who decides a refund: the shop's seller first, an operator any time (DESIGN §7). A seller reaches only its own
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

async function auditDecision(
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
 * Credits a refund (once: the refund's conditional status change and the ledger's unique (kind, refund) entry both
 * stand guard) and settles the order: refunded (-3) when everything paid has come back, else its status before.
 */
async function credit(
  trx: Executor,
  refund: { id: number; order_id: number; user_id: number; amount: number; status_before: number },
  orderFrom: number,
  decider: Decider,
) {
  await creditBalance(trx, refund.user_id, refund.amount, { ...REFUND_CREDIT, refId: refund.id });
  await debitPlatform(trx, 'escrow', refund.amount, { ...REFUND_CREDIT, refId: refund.id });
  const order = await repo.lockOrder(trx, refund.order_id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const fully = (await repo.refundedAmount(trx, refund.order_id)) >= order.total;
  const to = fully ? ORDER_STATUS.refunded : refund.status_before;
  if (!(await orders.transition(trx, { id: refund.order_id, from: orderFrom, to })))
    throw new AppError('ORDER_STATUS_CHANGED');
  await orders.insertEvent(trx, {
    orderId: refund.order_id,
    kind: 'refunded',
    from: orderFrom,
    to,
    actor: decider.kind,
    actorId: decider.id,
  });
  await repo.insertRefundEvent(trx, {
    refundId: refund.id,
    kind: 'refunded',
    actor: decider.kind,
    actorId: decider.id,
    note: formatCents(refund.amount),
  });
  await notify(trx, {
    userId: refund.user_id,
    messageKey: 'notifications.refundCredited',
    params: { amount: formatCents(refund.amount), order_no: order.order_no },
    refType: 'order',
    refId: refund.order_id,
  });
}

/** Approves a pending request: refund only → credited now; refund and return → wait for the goods (order -2). */
export async function approveRefund(
  { db }: AppDeps,
  decider: Decider,
  id: number,
  effect?: Effect<ConsoleRefundDto>,
): Promise<ConsoleRefundDto> {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const row = await refundFor(trx, id, decider);
      const to = row.type === 'refund_only' ? REFUND_STATUS.refunded : REFUND_STATUS.awaitingReturn;
      const moved = await repo.moveRefund(trx, id, [REFUND_STATUS.pending], to, { decided_by: decider.kind });
      if (!moved) throw await refusalOf(trx, id);
      await repo.insertRefundEvent(trx, { refundId: id, kind: 'approved', actor: decider.kind, actorId: decider.id });
      if (moved.type === 'refund_only') {
        await credit(trx, moved, ORDER_STATUS.afterSale, decider);
      } else {
        if (
          !(await orders.transition(trx, {
            id: moved.order_id,
            from: ORDER_STATUS.afterSale,
            to: ORDER_STATUS.drawbacking,
          }))
        ) {
          throw new AppError('ORDER_STATUS_CHANGED');
        }
        await orders.insertEvent(trx, {
          orderId: moved.order_id,
          kind: 'refund_approved',
          from: ORDER_STATUS.afterSale,
          to: ORDER_STATUS.drawbacking,
          actor: decider.kind,
          actorId: decider.id,
        });
        // The notice says where to send the goods (issue 16: it never did), when an address is set.
        const address = returnAddressFor(row, await loadOrderSettings(trx));
        await notify(trx, {
          userId: moved.user_id,
          messageKey: address ? 'notifications.refundApprovedReturnTo' : 'notifications.refundApproved',
          params: address
            ? { order_no: row.order_no, address: returnAddressLine(address) }
            : { order_no: row.order_no },
          refType: 'order',
          refId: moved.order_id,
        });
      }
      await auditDecision(trx, decider, {
        action: 'refund.approve',
        targetId: id,
        before: { status: REFUND_STATUS.pending },
        after: { status: to },
      });
      return answerDecision(trx, id, effect);
    }),
  );
}

/**
 * The end of a keyed decision's transaction: the key is kept with the refund (refund_decisions) and the answer
 * recorded, both committing with the decision (runOnce's Effect).
 */
async function answerDecision(trx: Executor, id: number, effect: Effect<ConsoleRefundDto> | undefined) {
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

/** The returned goods arrived (2 → 3): the refund is credited. */
export async function receiveReturn(
  { db }: AppDeps,
  decider: Decider,
  id: number,
  effect?: Effect<ConsoleRefundDto>,
): Promise<ConsoleRefundDto> {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      await refundFor(trx, id, decider);
      const moved = await repo.moveRefund(trx, id, [REFUND_STATUS.returned], REFUND_STATUS.refunded);
      if (!moved) throw await refusalOf(trx, id);
      await credit(trx, moved, ORDER_STATUS.drawbacking, decider);
      await auditDecision(trx, decider, {
        action: 'refund.receive',
        targetId: id,
        before: { status: REFUND_STATUS.returned },
        after: { status: REFUND_STATUS.refunded },
      });
      return answerDecision(trx, id, effect);
    }),
  );
}

/** Rejects a request (pending, or returned goods that do not match): the order goes back to where it was. */
export async function rejectRefund(
  { db }: AppDeps,
  decider: Decider,
  id: number,
  reason: string,
): Promise<ConsoleRefundDto> {
  await retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const row = await refundFor(trx, id, decider);
      const moved = await repo.moveRefund(
        trx,
        id,
        [REFUND_STATUS.pending, REFUND_STATUS.returned],
        REFUND_STATUS.rejected,
        { reject_reason: reason, decided_by: decider.kind },
      );
      if (!moved) throw await refusalOf(trx, id);
      const from = row.status === REFUND_STATUS.pending ? ORDER_STATUS.afterSale : ORDER_STATUS.drawbacking;
      if (!(await orders.transition(trx, { id: moved.order_id, from, to: moved.status_before })))
        throw new AppError('ORDER_STATUS_CHANGED');
      await orders.insertEvent(trx, {
        orderId: moved.order_id,
        kind: 'refund_rejected',
        from,
        to: moved.status_before,
        actor: decider.kind,
        actorId: decider.id,
      });
      await repo.insertRefundEvent(trx, {
        refundId: id,
        kind: 'rejected',
        actor: decider.kind,
        actorId: decider.id,
        note: reason,
      });
      await notify(trx, {
        userId: moved.user_id,
        messageKey: 'notifications.refundRejected',
        params: { order_no: row.order_no, reason },
        refType: 'order',
        refId: moved.order_id,
      });
      await auditDecision(trx, decider, {
        action: 'refund.reject',
        targetId: id,
        before: { status: row.status },
        after: { status: REFUND_STATUS.rejected, reason },
      });
    }),
  );
  return getConsoleRefund({ db }, id);
}
