import type { BannerAdminDto } from '@shop/contract/console-catalogue';
import { type LocalizedForm, localizedForm, localizedRequest } from '@shop/desk/localized/localized-text.ts';
import type { BannerSaveInput } from './api.ts';

/** Where a banner leads: one category's products, or every product with a compare-at price. Never both. */
export type BannerTarget = 'category' | 'discounted';

export interface BannerFormValues {
  title: LocalizedForm;
  subtitle: LocalizedForm;
  image?: string;
  target: BannerTarget;
  category_id?: number;
  sort?: number | null;
  active: boolean;
}

export function bannerFormValues(banner?: BannerAdminDto): BannerFormValues {
  return {
    title: localizedForm(banner?.title),
    subtitle: localizedForm(banner?.subtitle),
    image: banner?.image || undefined,
    target: banner?.discounted_only ? 'discounted' : 'category',
    category_id: banner?.category_id ?? undefined,
    sort: banner?.sort,
    active: banner?.active ?? true,
  };
}

/** The save request: the chosen target alone (the other cleared), the sort only when given. */
export function bannerBody(values: BannerFormValues, id?: number): BannerSaveInput {
  const discounted = values.target === 'discounted';
  return {
    ...(id === undefined ? {} : { id }),
    title: localizedRequest(values.title),
    subtitle: localizedRequest(values.subtitle),
    image: values.image ?? '',
    category_id: discounted ? null : (values.category_id ?? null),
    discounted_only: discounted,
    ...(values.sort == null ? {} : { sort: values.sort }),
    active: values.active,
  };
}
