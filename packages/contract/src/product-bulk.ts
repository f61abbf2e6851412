import { z } from 'zod';
import type { ErrorKey } from './errors.ts';
import { moneyOutput } from './money.ts';
import { percentInBasisPoints } from './rules/price-change.ts';
import { id } from './validation.ts';

/**
 * Bulk product edits (docs/domain.md#bulk-product-edits): the desks' product lists put chosen products on or off sale,
 * or change every SKU's price by a percent, in one call. Each product is one unit, as in the CSV import: a product
 * whose SKU cannot take the new price is left whole and named in the report with that SKU and why.
 */

/** The most products one call changes: a few pages of the desk's list, and one bounded transaction. */
export const MAX_BULK_PRODUCTS = 200;

export const PRODUCT_BULK_ACTIONS = ['on_sale', 'off_sale', 'price'] as const;
export type ProductBulkAction = (typeof PRODUCT_BULK_ACTIONS)[number];

/** A signed percent, −90 … +500 with at most two decimals, not 0 (rules/price-change.ts). */
export const priceChangePercent = z
  .number({ message: 'percentInvalid' })
  .refine((percent) => percentInBasisPoints(percent) !== undefined, 'percentInvalid');

/**
 * POST /api/seller/products/bulk (the seller's own products) and /api/console/products/bulk (any shop's). `percent`
 * comes with `price` only: −10 lowers every SKU's price by 10 %.
 */
export const productBulkBody = z
  .strictObject({
    ids: z
      .array(id, { message: 'idInvalid' })
      .min(1, 'idInvalid')
      .max(MAX_BULK_PRODUCTS, 'bulkTooMany')
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(PRODUCT_BULK_ACTIONS, { message: 'invalidField' }),
    percent: priceChangePercent.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'price' && body.percent === undefined) {
      ctx.addIssue({ code: 'custom', message: 'percentInvalid', path: ['percent'] });
    }
    if (body.action !== 'price' && body.percent !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'invalidField', path: ['percent'] });
    }
  });
export type ProductBulkBody = z.output<typeof productBulkBody>;

/** Why a product was left unchanged: each is an error key, its message in the report in the caller's language. */
export const BULK_REFUSALS = [
  'BULK_PRODUCT_NOT_FOUND',
  'BULK_PRICE_NOT_BELOW_COMPARE_AT',
  'BULK_PRICE_NOT_ABOVE_DEAL',
  'BULK_PRICE_OUT_OF_RANGE',
] as const satisfies readonly ErrorKey[];
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** What a bulk edit did: every product changed as it now is, and every product refused with why. */
export const productBulkReportDto = z.object({
  changed: z.array(
    z.object({
      id: z.number().int(),
      /** In the request's language, else English. */
      title: z.string(),
      /** The cheapest live SKU's price, after the change. */
      price: moneyOutput,
      on_sale: z.boolean(),
      /** On sale, in an active shop and a shown category: what shoppers see. */
      listed: z.boolean(),
    }),
  ),
  /** One line per reason: a product with two SKUs that cannot take the price has two, and is left whole. */
  refused: z.array(
    z.object({
      id: z.number().int(),
      /** Null for a product not found (another shop's is never named). */
      title: z.string().nullable(),
      sku_id: z.number().int().nullable(),
      reason: z.enum(BULK_REFUSALS),
      message: z.string(),
    }),
  ),
});
export type ProductBulkReportDto = z.infer<typeof productBulkReportDto>;
