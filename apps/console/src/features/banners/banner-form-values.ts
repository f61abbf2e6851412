import type { BannerLinkType } from '@shop/contract/catalogue';
import type { BannerAdminDto } from '@shop/contract/console-catalogue';
import { type LocalizedForm, localizedForm, localizedRequest } from '@shop/desk/localized/localized-text.ts';
import { fromLocalInput, toLocalInput } from '../../lib/date-time.ts';
import type { BannerSaveInput } from './api.ts';

/** Where a banner leads: one of the link types; the form keeps one field per kind of value. */
export type BannerTarget = BannerLinkType;

export interface BannerFormValues {
  title: LocalizedForm;
  subtitle: LocalizedForm;
  image?: string;
  target: BannerTarget;
  category_id?: number;
  product_id?: number;
  shop_id?: number;
  keyword?: string;
  url?: string;
  /** datetime-local values; empty: no start (at once) or no end. */
  starts_at?: string;
  ends_at?: string;
  sort?: number | null;
  active: boolean;
}

const idOf = (banner: BannerAdminDto | undefined, type: BannerTarget) =>
  banner?.link_type === type && banner.link_value ? Number(banner.link_value) : undefined;

export function bannerFormValues(banner?: BannerAdminDto): BannerFormValues {
  return {
    title: localizedForm(banner?.title),
    subtitle: localizedForm(banner?.subtitle),
    image: banner?.image || undefined,
    target: banner?.link_type ?? 'category',
    category_id: banner?.category_id ?? undefined,
    product_id: idOf(banner, 'product'),
    shop_id: idOf(banner, 'shop'),
    keyword: banner?.link_type === 'search' ? (banner.link_value ?? undefined) : undefined,
    url: banner?.link_type === 'url' ? (banner.link_value ?? undefined) : undefined,
    starts_at: banner?.starts_at ? toLocalInput(banner.starts_at) : undefined,
    ends_at: banner?.ends_at ? toLocalInput(banner.ends_at) : undefined,
    sort: banner?.sort,
    active: banner?.active ?? true,
  };
}

/** The value of the chosen link as the server takes it: an id as text, the keyword, the address; none for discounted. */
function linkValue(values: BannerFormValues): string | null {
  switch (values.target) {
    case 'category':
      return values.category_id === undefined ? null : String(values.category_id);
    case 'product':
      return values.product_id === undefined ? null : String(values.product_id);
    case 'shop':
      return values.shop_id === undefined ? null : String(values.shop_id);
    case 'search':
      return values.keyword?.trim() ?? null;
    case 'url':
      return values.url?.trim() ?? null;
    case 'discounted':
      return null;
  }
}

/**
 * The save request: the chosen link alone (with `category_id` and `discounted_only` agreeing with it), the
 * schedule's two ends (null when left empty), the sort only when given.
 */
export function bannerBody(values: BannerFormValues, id?: number): BannerSaveInput {
  const value = linkValue(values);
  return {
    ...(id === undefined ? {} : { id }),
    title: localizedRequest(values.title),
    subtitle: localizedRequest(values.subtitle),
    image: values.image ?? '',
    category_id: values.target === 'category' ? (values.category_id ?? null) : null,
    discounted_only: values.target === 'discounted',
    link_type: values.target,
    link_value: value,
    starts_at: fromLocalInput(values.starts_at ?? '') ?? null,
    ends_at: fromLocalInput(values.ends_at ?? '') ?? null,
    ...(values.sort == null ? {} : { sort: values.sort }),
    active: values.active,
  };
}
