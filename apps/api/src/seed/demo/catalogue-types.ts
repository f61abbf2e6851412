import type { LangCode } from '@shop/contract/languages';

/**
 * The shape of the demo catalogue's hand-written data (products, shops, banners). The seed turns it into rows,
 * SKUs and WebP images; a test checks every entry (languages, emoji art, counts) before anyone seeds it.
 */

/** A text in all five languages, written as a shopper in that language would expect to read it. */
export type Localized = Record<LangCode, string>;

/** One specification dimension: a key of SPEC_DIMENSIONS or its own names. */
export interface DemoSpec {
  dim: string | Localized;
  /** Keys of SPEC_VALUES or their own names; two to five values. */
  values: (string | Localized)[];
  /** Dollars added for each step along `values` (e.g. storage 128 GB → 256 GB → 512 GB). Default 0. */
  step?: number;
}

export interface DemoProduct {
  /** Unique kebab-case key, stable across seeds. */
  key: string;
  /** Two to four emoji; the first is the product's main picture, the others its further pictures. */
  emoji: string[];
  title: Localized;
  /** Two to four sentences: what it is, what it is made of or does, why it is worth buying. */
  description: Localized;
  /** Base price in dollars, e.g. 24.99. */
  price: number;
  /** One to three dimensions. */
  specs: DemoSpec[];
}

export interface DemoCategory {
  slug: CategorySlug;
  emoji: string;
  name: Localized;
}

export type CategorySlug =
  | 'computer'
  | 'electrical'
  | 'outdoors'
  | 'family-life'
  | 'health'
  | 'mens-clothing'
  | 'womens-clothing'
  | 'food'
  | 'mobile-phone'
  | 'toys';

export interface DemoShop {
  key: string;
  /** The shop's name; brand names may stay in Latin letters where a shopper would see them so. */
  name: Localized;
  description: Localized;
  emoji: string;
  /** Two hex colours for the logo and banner background. */
  colors: [string, string];
  /** The categories it sells, one to three. */
  categories: CategorySlug[];
  /** Where shoppers send goods back, in the shop's own country (a return is approved only with an address). */
  return_address: { addressee: string; mobile: string; country: string; area: string; detail: string };
}

export interface DemoBanner {
  key: string;
  emoji: string;
  colors: [string, string];
  title: Localized;
  subtitle: Localized;
  /** Where it leads, e.g. a category listing. */
  category: CategorySlug;
  /** A sale: it opens the discounted products, and its category's products are marked down (seed-catalogue.ts). */
  discounted?: boolean;
}
