import type { FreightRuleDto } from '@shop/contract/console-orders';
import { type FreightFormValues, toFreightFields } from '@shop/desk/freight/freight-form-values.ts';
import type { FreightSaveInput } from './api.ts';

export {
  type FreightFormValues,
  freightFormKey,
  toFreightFormValues,
} from '@shop/desk/freight/freight-form-values.ts';

/** The console's save of a shop's rule (shop_id null: the default); it always lands and moves the version. */
export function toFreightBody(shopId: number | null, values: FreightFormValues): FreightSaveInput {
  return { shop_id: shopId, ...toFreightFields(values) };
}

export type { FreightRuleDto };
