import type { ShopAdminDto } from '@shop/contract/console-catalogue';
import { type LocalizedForm, localizedForm, localizedRequest } from '../localized/localized-text.ts';

export interface ReturnAddressForm {
  addressee: string;
  mobile: string;
  country?: string;
  area: string;
  detail: string;
}

/** The fields both desks' shop forms have; a desk adds its own (the console's `active`). */
export interface ShopFormValues {
  name: LocalizedForm;
  description: LocalizedForm;
  logo?: string;
  banner?: string;
  /** Whether the shop has a return address of its own (else returns go to the platform's). */
  ownReturnAddress: boolean;
  return_address: ReturnAddressForm;
}

const NO_ADDRESS: ReturnAddressForm = { addressee: '', mobile: '', country: undefined, area: '', detail: '' };

/** The form for a shop as loaded, or for a new one (no return address of its own). */
export function shopFormValues(shop?: ShopAdminDto): ShopFormValues {
  return {
    name: localizedForm(shop?.name),
    description: localizedForm(shop?.description),
    logo: shop?.logo || undefined,
    banner: shop?.banner || undefined,
    ownReturnAddress: Boolean(shop?.return_address),
    return_address: shop?.return_address ? { ...shop.return_address } : { ...NO_ADDRESS },
  };
}

/** The shared part of the save request: texts as the contract takes them, the return address only when own. */
export function shopBody(values: ShopFormValues) {
  const address = values.return_address;
  return {
    name: localizedRequest(values.name),
    description: localizedRequest(values.description),
    logo: values.logo ?? '',
    banner: values.banner ?? '',
    return_address: values.ownReturnAddress
      ? {
          addressee: address.addressee.trim(),
          mobile: address.mobile.trim(),
          country: address.country ?? '',
          area: address.area.trim(),
          detail: address.detail.trim(),
        }
      : null,
  };
}
