import { z } from 'zod';
import { isDay } from './console-stats.ts';
import { moneyOutput } from './money.ts';
import { id, limit, listOf, page } from './validation.ts';

/**
 * What an order pays its shop (its settlement), as both desks show it: the order's goods and freight, less
 * what was refunded, is the base; the platform keeps its commission of the base; the rest is the shop's. Definitions
 * of the finance report: docs/decisions/settlements-report.md.
 */
export const incomeFiguresDto = z.object({
  /** The goods as bought (before the promo discount, which is the platform's cost). */
  goods: moneyOutput,
  freight: moneyOutput,
  /** The shop's vouchers on the orders: the shop's cost, never in the base. */
  shop_discount: moneyOutput,
  /** Refunds credited to the shopper. */
  refunded: moneyOutput,
  /** goods + freight − shop_discount − refunded. */
  base: moneyOutput,
  commission: moneyOutput,
  /** base − commission: what the shop is (or will be) credited. */
  net: moneyOutput,
});
export type IncomeFiguresDto = z.infer<typeof incomeFiguresDto>;

/**
 * One order's income. Settled: the settlement's figures and `settled_at`. Not yet: what it would be if the order
 * completed now, at the shop's rate in force (`settled_at` null).
 */
export const orderIncomeDto = incomeFiguresDto.extend({
  /** The commission rate ("0.05"). */
  rate: z.string(),
  settled_at: z.string().nullable(),
});
export type OrderIncomeDto = z.infer<typeof orderIncomeDto>;

/** A UTC day, YYYY-MM-DD. */
const day = z.string({ message: 'dayInvalid' }).trim().refine(isDay, 'dayInvalid');

const reportFilters = {
  shop_id: id.optional(),
  /** First settlement day counted (UTC, inclusive). */
  from: day.optional(),
  /** Last settlement day counted (UTC, inclusive). */
  to: day.optional(),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.to >= q.from;

export const SETTLEMENT_REPORT_VIEWS = ['order', 'shop'] as const;
export type SettlementReportView = (typeof SETTLEMENT_REPORT_VIEWS)[number];

/** The report as the console keeps it in its address: the filters, the view shown (per order by default), the page. */
export const settlementReportFilters = z.object({
  ...reportFilters,
  view: z.enum(SETTLEMENT_REPORT_VIEWS).optional(),
  page,
  limit,
});

/** GET /api/console/settlements and /settlements/shops (finance): a page of the report, filtered. */
export const settlementReportQuery = z
  .object({ ...reportFilters, page, limit })
  .refine(rangeInOrder, { message: 'dateRangeInvalid', path: ['to'] });
export type SettlementReportQuery = z.output<typeof settlementReportQuery>;

/** GET /api/console/settlements/export (finance): every row of the filtered report as CSV, per order or per shop. */
export const settlementExportQuery = z
  .object({ ...reportFilters, view: z.enum(SETTLEMENT_REPORT_VIEWS).default('order') })
  .refine(rangeInOrder, { message: 'dateRangeInvalid', path: ['to'] });
export type SettlementExportQuery = z.output<typeof settlementExportQuery>;

const shopRef = z.object({ id: z.number().int(), name: z.string() });

export const settlementReportRowDto = incomeFiguresDto.extend({
  order_id: z.number().int(),
  order_no: z.string(),
  shop: shopRef,
  rate: z.string(),
  settled_at: z.string(),
});
export type SettlementReportRowDto = z.infer<typeof settlementReportRowDto>;

/** The sums over every row the filters select (not only the page shown). */
export const settlementTotalsDto = incomeFiguresDto.extend({ orders: z.number().int() });
export type SettlementTotalsDto = z.infer<typeof settlementTotalsDto>;

export const settlementReportDto = listOf(settlementReportRowDto).extend({ totals: settlementTotalsDto });

export const shopSettlementRowDto = incomeFiguresDto.extend({ shop: shopRef, orders: z.number().int() });
export type ShopSettlementRowDto = z.infer<typeof shopSettlementRowDto>;
export const shopSettlementReportDto = listOf(shopSettlementRowDto).extend({ totals: settlementTotalsDto });
