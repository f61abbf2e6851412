import type { LangCode } from '@shop/contract/languages';
import type { CategorySlug, DemoBanner, DemoCategory, DemoProduct, DemoShop, Localized } from './catalogue-types.ts';
import banners from './data/banners.json' with { type: 'json' };
import categories from './data/categories.json' with { type: 'json' };
import hotKeywords from './data/hot-keywords.json' with { type: 'json' };
import computer from './data/products/computer.json' with { type: 'json' };
import electrical from './data/products/electrical.json' with { type: 'json' };
import familyLife from './data/products/family-life.json' with { type: 'json' };
import food from './data/products/food.json' with { type: 'json' };
import health from './data/products/health.json' with { type: 'json' };
import mensClothing from './data/products/mens-clothing.json' with { type: 'json' };
import mobilePhone from './data/products/mobile-phone.json' with { type: 'json' };
import outdoors from './data/products/outdoors.json' with { type: 'json' };
import toys from './data/products/toys.json' with { type: 'json' };
import womensClothing from './data/products/womens-clothing.json' with { type: 'json' };
import shops from './data/shops.json' with { type: 'json' };
import specDimensions from './data/spec-dimensions.json' with { type: 'json' };
import specValues from './data/spec-values.json' with { type: 'json' };

/*
 * The demo catalogue is data (data/*.json), written by hand in five languages; this module gives it its types.
 * demo-catalogue.test.ts checks every entry (languages, emoji art, counts, references) before anyone seeds it.
 */

/** The ten product categories, in the product's order. */
export const CATEGORIES = categories as DemoCategory[];

/** Every hand-written demo product, by category. */
export const PRODUCTS_BY_CATEGORY: Record<CategorySlug, DemoProduct[]> = {
  computer,
  electrical,
  outdoors,
  'family-life': familyLife,
  health,
  'mens-clothing': mensClothing,
  'womens-clothing': womensClothing,
  food,
  'mobile-phone': mobilePhone,
  toys,
} as Record<CategorySlug, DemoProduct[]>;

/** The demo shops: at least 24, every category sold by at least two. */
export const SHOPS = shops as DemoShop[];

/** Home page banners. */
export const BANNERS = banners as DemoBanner[];

/** The search page's first hot keywords per language (operators change them later); each finds products. */
export const HOT_KEYWORDS: Record<LangCode, string[]> = hotKeywords;

/** Specification dimensions products refer to by key (e.g. 'colour'). */
export const SPEC_DIMENSIONS: Record<string, Localized> = specDimensions;

/** Specification values products refer to by key (e.g. 'black', '128gb'). */
export const SPEC_VALUES: Record<string, Localized> = specValues;
