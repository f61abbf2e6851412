import { formatRateBp } from '@shop/contract/console-catalogue';
import { formatCents } from '@shop/contract/money';
import type {
  IncomeFiguresDto,
  OrderIncomeDto,
  SettlementExportQuery,
  SettlementReportQuery,
  SettlementReportRowDto,
  SettlementTotalsDto,
  ShopSettlementRowDto,
} from '@shop/contract/settlement';
import { stringify } from 'csv-stringify/sync';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { basisPointsOf } from '@shop/contract/rules/money-rounding';
import type { Db, Executor } from '../../db/database.ts';
import { defaultCommissionBp } from '../catalogue/catalogue-admin.service.ts';
import { creditPlatform, creditShop, debitPlatform } from '../ledger/account-ledger.service.ts';
import { notifySeller } from '../notification/notification.service.ts';
import * as repo from './settlement.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { listShopSettlements } from './settlement.repo.ts';

/**
 * Settlement (docs/domain.md#settlement): the money of an order waits in the platform's escrow until the order completes (4) or is
 * refunded (-3); then, in the transaction that completes it or moves it to -3, the shop is credited its base
 * (goods + freight − the shop's voucher − refunded, before the promo discount) less the commission, the commission
 * goes to the platform's revenue, and the promo discount is the platform's cost (taken from revenue). The shop's
 * voucher is the shop's cost: it never reaches the base. Once per order: the
 * settlements row is unique per order (docs/decisions/settlement-at-refunded.md).
 */

/** The statuses that end an order's time in escrow: completed, and refunded. */
export const SETTLED_STATUSES: readonly number[] = [ORDER_STATUS.completed, ORDER_STATUS.refunded];

/** base × rate in basis points, rounded half up to the cent: the one rounding rule. */
export function commissionOf(base: number, bp: number): number {
  return basisPointsOf(base, bp);
}

/**
 * What an order pays its shop before commission: goods + freight − the shop's voucher − what was refunded. Never
 * below the promo discount (refunds never exceed what was paid), so never below zero.
 */
export function baseOf(order: { goods_amount: number; freight: number; shop_discount: number }, refunded: number) {
  return Math.max(0, order.goods_amount + order.freight - order.shop_discount - refunded);
}

/** Settles a completed or refunded order; does nothing when it was settled already. Returns whether it settled now. */
export async function settleOrder(trx: Executor, orderId: number): Promise<boolean> {
  const order = await repo.findOrderForSettlement(trx, orderId);
  if (!order || !SETTLED_STATUSES.includes(order.status)) return false;
  const refunded = await repo.creditedRefunds(trx, orderId);
  const base = baseOf(order, refunded);
  const bp = order.commission_bp ?? (await defaultCommissionBp(trx));
  const commission = commissionOf(base, bp);
  const amount = base - commission;
  const inserted = await repo.insertSettlement(trx, {
    order_id: orderId,
    shop_id: order.shop_id,
    base,
    commission_bp: bp,
    commission,
    shop_discount: order.shop_discount,
    promo_discount: order.promo_discount,
    amount,
  });
  if (!inserted) return false;
  const ref = { refType: 'order', refId: orderId };
  const released = order.total - refunded;
  if (released > 0) await debitPlatform(trx, 'escrow', released, { kind: 'settlement', ...ref });
  if (amount > 0) await creditShop(trx, order.shop_id, amount, { kind: 'settlement', ...ref });
  if (commission > 0) await creditPlatform(trx, 'revenue', commission, { kind: 'commission', ...ref });
  // A fully refunded order settles at nothing: no news for the seller.
  if (amount > 0) {
    await notifySeller(trx, {
      shopId: order.shop_id,
      messageKey: 'sellerNotifications.settled',
      params: { order_no: order.order_no, amount: formatCents(amount) },
      refType: 'settlement',
      refId: orderId,
    });
  }
  if (order.promo_discount > 0)
    await debitPlatform(trx, 'revenue', order.promo_discount, { kind: 'promo_discount', ...ref });
  return true;
}

/**
 * Settles completed or refunded orders that have none (ended before settlements existed, or before refunded orders
 * were settled), batch after batch; run once when a process starts. Safe in several processes at once: the unique settlement per order lets one of them settle it.
 * Returns how many it settled.
 */
export async function settleBacklog(db: Db, batch = 200): Promise<number> {
  let settled = 0;
  for (;;) {
    const ids = await repo.listUnsettled(db, SETTLED_STATUSES, batch);
    let now = 0;
    for (const id of ids) if (await db.transaction().execute((trx) => settleOrder(trx, id))) now += 1;
    settled += now;
    if (ids.length < batch || now === 0) return settled;
  }
}

/**
 * The income figures of settled money: refunded is what the base lacks of goods + freight − the shop's vouchers
 * (base's definition).
 */
function figures(row: {
  goods: number;
  freight: number;
  shopDiscount: number;
  base: number;
  commission: number;
  net: number;
}): IncomeFiguresDto {
  return {
    goods: formatCents(row.goods),
    freight: formatCents(row.freight),
    shop_discount: formatCents(row.shopDiscount),
    refunded: formatCents(row.goods + row.freight - row.shopDiscount - row.base),
    base: formatCents(row.base),
    commission: formatCents(row.commission),
    net: formatCents(row.net),
  };
}

/**
 * What an order pays its shop: its settlement once settled; before that, what it would pay if it completed now (the
 * refunds credited so far, the shop's rate in force). Null for an order never paid.
 */
export async function orderIncome(db: Executor, orderId: number): Promise<OrderIncomeDto | null> {
  const settled = await repo.findOrderSettlement(db, orderId);
  if (settled) {
    return {
      ...figures({
        goods: settled.goods_amount,
        freight: settled.freight,
        shopDiscount: Number(settled.shop_discount),
        base: Number(settled.base),
        commission: Number(settled.commission),
        net: Number(settled.amount),
      }),
      rate: formatRateBp(settled.commission_bp),
      settled_at: settled.created_at.toISOString(),
    };
  }
  const order = await repo.findOrderForSettlement(db, orderId);
  if (!order?.paid_at) return null;
  const base = baseOf(order, await repo.creditedRefunds(db, orderId));
  const bp = order.commission_bp ?? (await defaultCommissionBp(db));
  const commission = commissionOf(base, bp);
  return {
    ...figures({
      goods: order.goods_amount,
      freight: order.freight,
      shopDiscount: order.shop_discount,
      base,
      commission,
      net: base - commission,
    }),
    rate: formatRateBp(bp),
    settled_at: null,
  };
}

type Sums = {
  orders: string | number;
  goods: string;
  freight: string;
  shop_discount: string;
  base: string;
  commission: string;
  net: string;
};

function totalsOf(row: Sums): SettlementTotalsDto {
  return {
    orders: Number(row.orders),
    ...figures({
      goods: Number(row.goods),
      freight: Number(row.freight),
      shopDiscount: Number(row.shop_discount),
      base: Number(row.base),
      commission: Number(row.commission),
      net: Number(row.net),
    }),
  };
}

type ReportRow = Awaited<ReturnType<typeof repo.listSettlements>>['list'][number];

function reportRow(row: ReportRow): SettlementReportRowDto {
  return {
    order_id: row.order_id,
    order_no: row.order_no,
    shop: { id: row.shop_id, name: row.shop_name },
    ...figures({
      goods: row.goods_amount,
      freight: row.freight,
      shopDiscount: Number(row.shop_discount),
      base: Number(row.base),
      commission: Number(row.commission),
      net: Number(row.amount),
    }),
    rate: formatRateBp(row.commission_bp),
    settled_at: row.created_at.toISOString(),
  };
}

type ShopRow = Awaited<ReturnType<typeof repo.listShopSettlementSums>>['list'][number];

function shopRow(row: ShopRow): ShopSettlementRowDto {
  const { orders, ...rest } = totalsOf(row);
  return { shop: { id: row.shop_id, name: row.shop_name }, orders, ...rest };
}

const filterOf = (query: { shop_id?: number; from?: string; to?: string }): repo.SettlementFilter => ({
  shopId: query.shop_id,
  from: query.from,
  to: query.to,
});

/** The finance report per order: a page of settled orders and the totals of every one the filters select. */
export async function settlementReport({ db }: { db: Executor }, query: SettlementReportQuery, lang: string) {
  const { list, totals } = await repo.listSettlements(
    db,
    filterOf(query),
    lang,
    query.limit,
    (query.page - 1) * query.limit,
  );
  const sums = totalsOf(totals);
  return { list: list.map(reportRow), total: sums.orders, page: query.page, limit: query.limit, totals: sums };
}

/** The finance report per shop: each shop's sums over the filtered settlements, and the totals of all. */
export async function shopSettlementReport({ db }: { db: Executor }, query: SettlementReportQuery, lang: string) {
  const { list, total, totals } = await repo.listShopSettlementSums(
    db,
    filterOf(query),
    lang,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return { list: list.map(shopRow), total, page: query.page, limit: query.limit, totals: totalsOf(totals) };
}

/** Most rows one export holds: a year of a large marketplace's orders; narrower filters for more. */
export const SETTLEMENT_EXPORT_MAX_ROWS = 100_000;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is written behind an
 * apostrophe, which spreadsheets show as text (OWASP's CSV injection advice).
 */
export function spreadsheetSafe(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * The filtered report as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read shop names in any
 * language), per order or per shop, with a totals row last.
 */
export async function settlementCsv({ db }: { db: Executor }, query: SettlementExportQuery, lang: string) {
  const filter = filterOf(query);
  const money = (f: IncomeFiguresDto) => [f.goods, f.freight, f.shop_discount, f.refunded, f.base, f.commission, f.net];
  let records: string[][];
  if (query.view === 'shop') {
    const { list, totals } = await repo.listShopSettlementSums(db, filter, lang, SETTLEMENT_EXPORT_MAX_ROWS, undefined);
    const all = totalsOf(totals);
    records = [
      ['shop_id', 'shop', 'orders', 'goods', 'freight', 'shop_discount', 'refunded', 'base', 'commission', 'net'],
      ...list.map(shopRow).map((row) => [String(row.shop.id), row.shop.name, String(row.orders), ...money(row)]),
      ['', 'total', String(all.orders), ...money(all)],
    ];
  } else {
    const { list, totals } = await repo.listSettlements(db, filter, lang, SETTLEMENT_EXPORT_MAX_ROWS, undefined);
    const all = totalsOf(totals);
    records = [
      [
        'settled_at',
        'order_no',
        'shop_id',
        'shop',
        'goods',
        'freight',
        'shop_discount',
        'refunded',
        'base',
        'rate',
        'commission',
        'net',
      ],
      ...list
        .map(reportRow)
        .map((row) => [
          row.settled_at,
          row.order_no,
          String(row.shop.id),
          row.shop.name,
          ...money(row).slice(0, 5),
          row.rate,
          row.commission,
          row.net,
        ]),
      ['total', '', '', '', ...money(all).slice(0, 5), '', all.commission, all.net],
    ];
  }
  return `\uFEFF${stringify(
    records.map((record) => record.map(spreadsheetSafe)),
    { record_delimiter: '\r\n' },
  )}`;
}
