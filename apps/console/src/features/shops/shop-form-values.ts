import type { ShopAdminDto } from '@shop/contract/console-catalogue';
import {
  shopBody as deskShopBody,
  shopFormValues as deskShopFormValues,
  type ShopFormValues as DeskShopFormValues,
} from '@shop/desk/shops/shop-form-values.ts';
import type { ShopSaveInput } from './api.ts';

/** The console's shop editor: desk's shop form and whether the shop is active. */
export interface ShopFormValues extends DeskShopFormValues {
  active: boolean;
}

/** The form for a shop as loaded, or for a new one (active, no return address of its own). */
export function shopFormValues(shop?: ShopAdminDto): ShopFormValues {
  return { ...deskShopFormValues(shop), active: shop?.active ?? true };
}

/** The save request of a new shop (no id) or of one to change. */
export function shopBody(values: ShopFormValues, id?: number): ShopSaveInput {
  return { ...(id === undefined ? {} : { id }), ...deskShopBody(values), active: values.active };
}
