import { z } from 'zod';
import { moneyOutput } from './money.ts';

/** Console sales figures (permission `dashboard`, docs/domain.md#statistics): per UTC day, both ends inclusive. */

export const STATS_MAX_DAYS = 366;
export const STATS_TOP_MAX = 20;

const DAY_MS = 86_400_000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** Days from `from` to `to`, both counted (2026-11-01 → 2026-11-01 is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A UTC day, YYYY-MM-DD (the pattern is also what the OpenAPI document shows). */
const day = z.string({ message: 'dayInvalid' }).trim().regex(DAY_PATTERN, 'dayInvalid').refine(isDay, 'dayInvalid');

const range = { from: day, to: day };
type Range = { from: string; to: string };
const rangeChecks = <T extends z.ZodType<Range>>(schema: T) =>
  schema
    .refine((q) => q.to >= q.from, { message: 'dateRangeInvalid', path: ['to'] })
    .refine((q) => daysInRange(q.from, q.to) <= STATS_MAX_DAYS, { message: 'rangeTooLong', path: ['to'] });

export const statsQuery = rangeChecks(z.object(range));
export type StatsQuery = z.infer<typeof statsQuery>;

export const statsTopQuery = rangeChecks(
  z.object({ ...range, limit: z.coerce.number().int().min(1).max(STATS_TOP_MAX).default(10) }),
);
export type StatsTopQuery = z.infer<typeof statsTopQuery>;

export const statsFiguresDto = z.object({
  /** Total of the orders paid that day (by paid_at). */
  gmv: moneyOutput,
  paid_orders: z.number().int(),
  /** Refunds credited to balances that day. */
  refunded: moneyOutput,
  /** Recharges credited to balances that day. */
  recharged: moneyOutput,
  /** Withdrawals passed (paid out) that day, by their amount. */
  withdrawn: moneyOutput,
  new_shoppers: z.number().int(),
});
export type StatsFiguresDto = z.infer<typeof statsFiguresDto>;

export const statsDayDto = statsFiguresDto.extend({ date: z.string() });
export type StatsDayDto = z.infer<typeof statsDayDto>;

export const statsDto = z.object({ days: z.array(statsDayDto), totals: statsFiguresDto });
export type StatsDto = z.infer<typeof statsDto>;

export const statsTopDto = z.object({
  /** By goods amount (price × quantity of their order lines) in the orders paid in the range. */
  products: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      image: z.string(),
      shop_name: z.string(),
      quantity: z.number().int(),
      amount: moneyOutput,
    }),
  ),
  /** By the total of their orders paid in the range. */
  shops: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      logo: z.string(),
      orders: z.number().int(),
      amount: moneyOutput,
    }),
  ),
});
export type StatsTopDto = z.infer<typeof statsTopDto>;
