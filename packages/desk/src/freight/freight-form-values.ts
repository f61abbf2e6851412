import type { FreightMode } from '@shop/contract/freight';

/**
 * A freight rule's fields as a desk's form holds them: money as typed text, weights as whole grams. Both desks (the
 * console's freight page and the seller center's Shipping page) edit these and send what `toFreightFields` gives.
 */
export interface FreightFormValues {
  mode: FreightMode;
  fee: string;
  /** Empty: the shop never ships free. */
  free_above?: string;
  first_weight_g?: number | null;
  step_weight_g?: number | null;
  step_fee?: string;
}

/** The saved rule as the desks read it (the console's list row or the seller's own rule). */
export interface SavedFreightRule {
  mode: FreightMode;
  fee: string;
  free_above: string | null;
  first_weight_g: number | null;
  step_weight_g: number | null;
  step_fee: string | null;
}

/** The body's rule fields: a flat rule sends no weights, so switching back to flat clears them. */
export function toFreightFields(values: FreightFormValues) {
  const freeAbove = values.free_above?.trim();
  const weight = values.mode === 'weight';
  return {
    mode: values.mode,
    fee: values.fee.trim(),
    free_above: freeAbove ? freeAbove : null,
    first_weight_g: weight ? (values.first_weight_g ?? null) : null,
    step_weight_g: weight ? (values.step_weight_g ?? null) : null,
    step_fee: weight ? (values.step_fee?.trim() ?? null) : null,
  };
}

export function toFreightFormValues(rule: SavedFreightRule): FreightFormValues {
  return {
    mode: rule.mode,
    fee: rule.fee,
    free_above: rule.free_above ?? undefined,
    first_weight_g: rule.first_weight_g,
    step_weight_g: rule.step_weight_g,
    step_fee: rule.step_fee ?? undefined,
  };
}

/** A form key that changes with every save, so a form shows what the server stored after one. */
export const freightFormKey = (rule: SavedFreightRule & { version: number }) => `${rule.version}|${rule.mode}`;
