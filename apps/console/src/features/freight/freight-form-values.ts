import type { FreightRuleDto } from '@shop/contract/console-orders';
import type { FreightSaveInput } from './api.ts';

/** A freight rule's fields as typed: dollars as text; an empty "free above" means the shop never ships free. */
export interface FreightFormValues {
  fee: string;
  free_above?: string;
}

export function toFreightBody(shopId: number | null, values: FreightFormValues): FreightSaveInput {
  const freeAbove = values.free_above?.trim();
  return { shop_id: shopId, fee: values.fee.trim(), free_above: freeAbove ? freeAbove : null };
}

export function toFreightFormValues(rule: FreightRuleDto): FreightFormValues {
  return { fee: rule.fee, free_above: rule.free_above ?? undefined };
}
