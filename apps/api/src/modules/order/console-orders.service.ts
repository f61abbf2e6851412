import type {
  ConsoleOrderDetailDto,
  ConsoleOrderListQuery,
  FreightRuleDto,
  FreightSaveBody,
  LogisticsBody,
  OrderSettingsBody,
  OrderSettingsDto,
  PromoDto,
  PromoSaveBody,
  ShipBody,
} from '@shop/contract/console-orders';
import { storedRule } from '@shop/contract/freight';
import { formatCents } from '@shop/contract/money';
import { ORDER_STATUS } from '@shop/contract/order-status';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Params } from '../../lib/i18n.ts';
import { listShopNames, shopExists } from '../catalogue/shop.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notification/notification.service.ts';
import * as freight from './freight.repo.ts';
import { freightRuleView } from './freight.service.ts';
import { toOrderBase } from './order-dto.ts';
import * as orders from './order.repo.ts';
import { tryMoveOrder } from './order-transition.service.ts';
import { readOrderDetail, transitionRefusal } from './order.service.ts';
import { loadOrderSettings, saveOrderSettings } from '../settings/order-settings.ts';
import * as promos from './promo.repo.ts';
import { orderIncome } from '../settlement/settlement.service.ts';

type Translate = (key: string, params?: Params) => string;

/** Operators read orders in English: the console is an English tool; shoppers' texts stay in their language. */
export const CONSOLE_LANG = 'en';

/** Who ships: an operator (any shop's order, audited) or a seller (its own shop's only). */
export type Shipper = { kind: 'operator'; id: number } | { kind: 'seller'; id: number; shopId: number };

const shopOf = (shipper: Shipper) => (shipper.kind === 'seller' ? shipper.shopId : undefined);
const authorOf = (shipper: Shipper) =>
  shipper.kind === 'seller' ? { sellerId: shipper.id, shopId: shipper.shopId } : { operatorId: shipper.id };

/** The list's filters as the order repo reads them (the list and the export share them). */
export function orderFilterOf(
  query: Pick<ConsoleOrderListQuery, 'status' | 'order_no' | 'account'>,
  scope: { userId?: number; shopId?: number },
): orders.OrderFilter {
  return {
    userId: scope.userId,
    shopId: scope.shopId,
    status: query.status,
    orderNoPrefix: query.order_no || undefined,
    accountKey: query.account?.toLowerCase() || undefined,
  };
}

/**
 * The order list; `scope` narrows it to one shopper's orders (the console's shopper page) or one shop's (the
 * seller center).
 */
export async function listOrders(
  { db }: AppDeps,
  query: ConsoleOrderListQuery,
  scope: number | { userId?: number; shopId?: number } = {},
) {
  const { list, total } = await orders.listOrders(
    db,
    orderFilterOf(query, typeof scope === 'number' ? { userId: scope } : scope),
    query.limit,
    (query.page - 1) * query.limit,
  );
  const items = await orders.listItems(
    db,
    list.map((row) => row.id),
  );
  return {
    list: list.map((row) => ({
      ...toOrderBase(
        row,
        items.filter((item) => item.order_id === row.id),
        CONSOLE_LANG,
      ),
      buyer: { id: row.user_id, account: row.buyer_account },
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function getOrder(
  deps: Pick<AppDeps, 'db' | 'orderRefunds'>,
  id: number,
  t: Translate,
  shopId?: number,
): Promise<ConsoleOrderDetailDto> {
  const { db } = deps;
  const { row, detail } = await readOrderDetail(deps, id, undefined, CONSOLE_LANG, t, shopId);
  const { actions: _actions, ...rest } = detail;
  return {
    ...rest,
    buyer: { id: row.user_id, account: row.buyer_account },
    checkout_no: row.checkout_no,
    income: await orderIncome(db, id),
  };
}

/** 1 → 2: the operator hands the parcel to a carrier; the first logistics event is written with it. */
export async function shipOrder(
  deps: AppDeps,
  shipper: Shipper,
  body: ShipBody,
  t: Translate,
): Promise<ConsoleOrderDetailDto> {
  await shipOne(deps, shipper, body);
  return getOrder(deps, body.id, t, shopOf(shipper));
}

/**
 * The one ship path, in its own transaction: the move 1 → 2 with carrier and tracking number, the first logistics
 * event, the shopper's notification and an operator's audit entry. Refused with ORDER_NOT_FOUND (not the seller's
 * order) or ORDER_STATUS_CHANGED (no longer awaiting shipment). The ship import calls it row by row.
 */
export async function shipOne({ db }: Pick<AppDeps, 'db'>, shipper: Shipper, body: ShipBody): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await tryMoveOrder(trx, {
      event: 'ship',
      id: body.id,
      shopId: shopOf(shipper),
      from: ORDER_STATUS.waitingDelivery,
      mover: { actor: shipper.kind, actorId: shipper.id },
      set: { shipped_at: new Date(), carrier: body.carrier, tracking_no: body.tracking_no },
    });
    if (!order) throw await shipRefusal(trx, body.id, shipper);
    await orders.insertLogistics(trx, body.id, 'shipped', '', authorOf(shipper));
    await notify(trx, {
      userId: order.user_id,
      messageKey: 'notifications.orderShipped',
      params: { order_no: order.order_no, carrier: body.carrier },
      refType: 'order',
      refId: body.id,
    });
    if (shipper.kind === 'operator') {
      await recordAudit(trx, {
        operatorId: shipper.id,
        action: 'order.ship',
        targetType: 'order',
        targetId: body.id,
        before: { status: ORDER_STATUS.waitingDelivery },
        after: { status: ORDER_STATUS.delivered, carrier: body.carrier, tracking_no: body.tracking_no },
      });
    }
  });
}

/** Why a ship or tracking update did not happen: not the seller's (not found), else no longer in that status. */
async function shipRefusal(trx: Parameters<typeof transitionRefusal>[0], id: number, shipper: Shipper) {
  const shopId = shopOf(shipper);
  if (shopId !== undefined && !(await orders.findOrder(trx, id, undefined, shopId))) {
    return new AppError('ORDER_NOT_FOUND');
  }
  return transitionRefusal(trx, id, undefined);
}

/** A further tracking event, while the parcel is on its way. */
export async function addLogistics(
  deps: AppDeps,
  shipper: Shipper,
  body: LogisticsBody,
  t: Translate,
): Promise<ConsoleOrderDetailDto> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await orders.insertLogisticsWhileDelivered(trx, body.id, body.description, authorOf(shipper)))) {
      throw await shipRefusal(trx, body.id, shipper);
    }
    if (shipper.kind === 'operator') {
      await recordAudit(trx, {
        operatorId: shipper.id,
        action: 'order.logistics',
        targetType: 'order',
        targetId: body.id,
        after: { description: body.description },
      });
    }
  });
  return getOrder(deps, body.id, t, shopOf(shipper));
}

/** Two operators saving one code at the same moment: the unique index decides, the loser hears why. */
function codeTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('PROMO_CODE_TAKEN');
  throw error;
}

function toPromo(row: promos.PromoRow): PromoDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_off: row.kind === 'percent' ? row.percent_off : null,
    amount_off: row.kind === 'fixed' && row.amount_off !== null ? formatCents(row.amount_off) : null,
    max_discount: row.max_discount === null ? null : formatCents(row.max_discount),
    min_spend: formatCents(row.min_spend),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    total_limit: row.total_limit,
    per_user_limit: row.per_user_limit,
    used: row.used,
    active: row.active,
  };
}

export async function listPromos({ db }: AppDeps, page: number, limit: number) {
  const { list, total } = await promos.listPromos(db, limit, (page - 1) * limit);
  return { list: list.map(toPromo), total, page, limit };
}

export async function savePromo({ db }: AppDeps, operatorId: number, body: PromoSaveBody): Promise<PromoDto> {
  if (await promos.promoCodeTaken(db, body.code, body.id)) throw new AppError('PROMO_CODE_TAKEN');
  const fields: promos.PromoFields = {
    code: body.code,
    kind: body.kind,
    percent_off: body.kind === 'percent' ? (body.percent_off ?? null) : null,
    amount_off: body.kind === 'fixed' ? (body.amount_off ?? null) : null,
    max_discount: body.kind === 'percent' ? (body.max_discount ?? null) : null,
    min_spend: body.min_spend,
    starts_at: body.starts_at,
    ends_at: body.ends_at,
    total_limit: body.total_limit ?? null,
    per_user_limit: body.per_user_limit ?? null,
    active: body.active,
  };
  if (body.id === undefined) {
    const created = toPromo(await promos.insertPromo(db, fields).catch(codeTaken));
    await recordAudit(db, {
      operatorId,
      action: 'promo.create',
      targetType: 'promo',
      targetId: created.id,
      after: created,
    });
    return created;
  }
  const existing = await promos.findPromoById(db, body.id);
  if (!existing) throw new AppError('NOT_FOUND');
  // A cap below the uses already made would break the promise made to those shoppers: refuse it plainly.
  if (fields.total_limit !== null && fields.total_limit !== undefined && fields.total_limit < existing.used) {
    throw new AppError('VALIDATION');
  }
  const updated = await promos.updatePromo(db, body.id, fields).catch(codeTaken);
  if (!updated) throw new AppError('NOT_FOUND');
  await recordAudit(db, {
    operatorId,
    action: 'promo.update',
    targetType: 'promo',
    targetId: body.id,
    before: toPromo(existing),
    after: toPromo(updated),
  });
  return toPromo(updated);
}

function toFreightRule(row: Awaited<ReturnType<typeof freight.listFreightRules>>[number]): FreightRuleDto {
  return { id: row.id, shop_id: row.shop_id, shop_name: row.shop_name ?? null, ...freightRuleView(row) };
}

export async function listFreightRules({ db }: AppDeps) {
  return { list: (await freight.listFreightRules(db)).map(toFreightRule) };
}

export async function saveFreightRule(
  { db }: AppDeps,
  operatorId: number,
  body: FreightSaveBody,
): Promise<FreightRuleDto> {
  if (body.shop_id !== null) {
    if (!(await shopExists(db, body.shop_id))) throw new AppError('SHOP_NOT_FOUND');
  }
  const before = (await freight.listFreightRules(db)).find((rule) => rule.shop_id === body.shop_id);
  const id = await freight.saveFreightRule(db, body.shop_id, storedRule(body));
  const row = (await freight.listFreightRules(db)).find((rule) => rule.id === id);
  if (!row) throw new AppError('NOT_FOUND');
  await recordAudit(db, {
    operatorId,
    action: 'freight.save',
    targetType: 'freight',
    targetId: body.shop_id,
    before: before ? toFreightRule(before) : null,
    after: toFreightRule(row),
  });
  return toFreightRule(row);
}

export async function deleteFreightRule({ db }: AppDeps, operatorId: number, shopId: number): Promise<void> {
  if (!(await freight.deleteFreightRule(db, shopId))) throw new AppError('NOT_FOUND');
  await recordAudit(db, { operatorId, action: 'freight.delete', targetType: 'freight', targetId: shopId });
}

export async function getOrderSettings({ db }: AppDeps): Promise<OrderSettingsDto> {
  return loadOrderSettings(db);
}

export async function putOrderSettings(
  { db }: AppDeps,
  operatorId: number,
  body: OrderSettingsBody,
): Promise<OrderSettingsDto> {
  return db.transaction().execute(async (trx) => {
    const before = await loadOrderSettings(trx);
    const after = await saveOrderSettings(trx, body);
    await recordAudit(trx, { operatorId, action: 'settings.orders', targetType: 'settings', before, after });
    return after;
  });
}

/** Every shop by its English name, for the console's pickers. */
export async function listShopOptions({ db }: AppDeps) {
  return { list: await listShopNames(db, CONSOLE_LANG) };
}
