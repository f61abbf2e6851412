import { z } from 'zod';
import { moneyInput, moneyOutput } from './money.ts';
import { MAX_ID } from './validation.ts';
import type { FreightRule } from './rules/freight.ts';

/**
 * A freight rule as the desks edit it (docs/domain.md#parcels-and-freight): the console's freight page (any shop and
 * the default) and the seller center's Shipping page (its own shop, saved against the `version` it read).
 */

export const FREIGHT_MODES = ['flat', 'weight'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];

/** Whole grams, 1 g to 1 000 kg: a parcel step or first weight. */
export const freightGrams = z
  .number({ message: 'freightWeightInvalid' })
  .int('freightWeightInvalid')
  .min(1, 'freightWeightInvalid')
  .max(1_000_000, 'freightWeightInvalid');

/** The fields a save sends; `flat` (the default, so an older client's body still saves) ignores the weight ones. */
export const freightRuleFields = {
  mode: z.enum(FREIGHT_MODES).default('flat'),
  fee: moneyInput,
  free_above: moneyInput.nullable(),
  first_weight_g: freightGrams.nullable().optional(),
  step_weight_g: freightGrams.nullable().optional(),
  step_fee: moneyInput.nullable().optional(),
};

/** Refines a save body: each missing weight field of a weight rule is named. */
export function refineWeightFields(
  body: { mode: FreightMode; first_weight_g?: number | null; step_weight_g?: number | null; step_fee?: number | null },
  ctx: z.RefinementCtx,
): void {
  if (body.mode !== 'weight') return;
  for (const field of ['first_weight_g', 'step_weight_g'] as const) {
    if (body[field] == null) ctx.addIssue({ code: 'custom', message: 'freightWeightInvalid', path: [field] });
  }
  if (body.step_fee == null) ctx.addIssue({ code: 'custom', message: 'amountInvalid', path: ['step_fee'] });
}

/** The rule as stored (cents and grams), the weight fields null for a flat rule. */
export function storedRule(body: {
  mode: FreightMode;
  fee: number;
  free_above: number | null;
  first_weight_g?: number | null;
  step_weight_g?: number | null;
  step_fee?: number | null;
}): FreightRule {
  const weight = body.mode === 'weight';
  return {
    mode: body.mode,
    fee: body.fee,
    free_above: body.free_above,
    first_weight_g: weight ? (body.first_weight_g ?? null) : null,
    step_weight_g: weight ? (body.step_weight_g ?? null) : null,
    step_fee: weight ? (body.step_fee ?? null) : null,
  };
}

/** What a desk shows of a rule: money as text, weights in grams. */
export const freightRuleOutput = {
  mode: z.enum(FREIGHT_MODES),
  fee: moneyOutput,
  free_above: moneyOutput.nullable(),
  first_weight_g: z.number().int().nullable(),
  step_weight_g: z.number().int().nullable(),
  step_fee: moneyOutput.nullable(),
  /** Moved by every save; a seller saves against the one it read. */
  version: z.number().int(),
};

export const sellerFreightDto = z.object({
  ...freightRuleOutput,
  /** false: the shop has no rule of its own and the platform's default applies (version 0 until it saves one). */
  own: z.boolean(),
});
export type SellerFreightDto = z.infer<typeof sellerFreightDto>;

/** The version a seller read, bounded as the database keeps it (a 4-byte integer): a larger one is refused, not a 500. */
const readVersion = z.number().int().min(0).max(MAX_ID);

export const sellerFreightSaveBody = z
  .strictObject({ ...freightRuleFields, version: readVersion })
  .superRefine(refineWeightFields);
export type SellerFreightSaveBody = z.infer<typeof sellerFreightSaveBody>;
