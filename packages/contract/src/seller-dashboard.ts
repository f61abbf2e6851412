import { z } from 'zod';
import { moneyOutput } from './money.ts';

/**
 * GET /api/seller/dashboard: the shop's figures. A module of its own, like seller-me.ts, so the seller center's first
 * page builds only the schemas it reads.
 */
const period = z.object({ gmv: moneyOutput, orders: z.number().int(), units: z.number().int() });
export const sellerDashboardDto = z.object({
  today: period,
  last_7_days: period,
  last_30_days: period,
  /** Paid orders waiting to be shipped. */
  to_ship: z.number().int(),
  /** Refund requests waiting for the seller's decision. */
  refunds_to_decide: z.number().int(),
  /** Products on sale with LOW_STOCK units or fewer. */
  low_stock: z.number().int(),
  balance: moneyOutput,
  /** Completed orders settled in the last 30 days, and what they paid the shop. */
  settled_30_days: moneyOutput,
});
export type SellerDashboardDto = z.infer<typeof sellerDashboardDto>;
