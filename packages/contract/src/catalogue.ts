import { z } from 'zod';
import { moneyInput, moneyOutput } from './money.ts';
import { id, limit, page } from './validation.ts';

/**
 * Catalogue calls (/api/<area>/<action>, docs/domain.md#catalogue-and-search): categories, banners, products, SKUs, search, hearts.
 * Every text is in the request's language, falling back to English.
 */

/** A catalogue picture in two widths, for `srcset` (sizes in images.ts). */
export const imageDto = z.object({ small: z.string(), large: z.string() });
export type ImageDto = z.infer<typeof imageDto>;

/**
 * A category shown to shoppers. Categories nest in two levels: a top-level one has `parent_id` null, a subcategory
 * names its parent. Products sit on leaf categories; a parent's list holds its subcategories' products.
 */
export const categoryDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: imageDto,
  parent_id: z.number().int().nullable(),
});
export type CategoryDto = z.infer<typeof categoryDto>;

/**
 * Where a banner leads: a category's products, the discounted products, a product, a shop, a search, or an outside
 * `https:` address. `link_value` is the id, the keyword or the address (none for `discounted`).
 */
export const BANNER_LINK_TYPES = ['category', 'discounted', 'product', 'shop', 'search', 'url'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

export const bannerDto = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** A wide picture (BANNER_SIZES) in two widths. */
  image: imageDto,
  category_id: z.number().int().nullable(),
  /** Opens the discounted products (goods/list?discounted=true) instead of a category. */
  discounted_only: z.boolean(),
  link_type: z.enum(BANNER_LINK_TYPES),
  link_value: z.string().nullable(),
});
export type BannerDto = z.infer<typeof bannerDto>;

/** A product as a card in any list. */
export const productCardDto = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  price: moneyOutput,
  /** The crossed-out "was" price of the cheapest SKU, when it has one. */
  compare_at_price: moneyOutput.nullable(),
  sales: z.number().int(),
  /** Average product score 0–5 with one decimal; 0 without reviews. */
  rating: z.number(),
});
export type ProductCardDto = z.infer<typeof productCardDto>;

export const PRODUCT_SORTS = ['sales', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** goods/list: the full listing with filters. Prices are dollars, like every amount the API accepts. */
export const productListQuery = z
  .object({
    page,
    limit,
    category_id: id.optional(),
    shop_id: id.optional(),
    sort: z.enum(PRODUCT_SORTS, { message: 'sortInvalid' }).default('sales'),
    min_price: moneyInput.optional(),
    max_price: moneyInput.optional(),
    /** Only products with a compare-at price (a banner's "discounted products"). */
    discounted: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'priceRangeInvalid',
    path: ['max_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuery>;

/** goods/hot: best sellers, optionally of one category (the Popular ranking). */
export const hotProductsQuery = z.object({ page, limit, category_id: id.optional() });

export const specValueDto = z.object({ index: z.number().int(), name: z.string() });
export const specDto = z.object({ name: z.string(), values: z.array(specValueDto) });
export type SpecDto = z.infer<typeof specDto>;

export const skuDto = z.object({
  id: z.number().int(),
  /** One value index per specification dimension, in the order of `specs`. */
  options: z.array(z.number().int()),
  price: moneyOutput,
  /** The crossed-out "was" price, when the SKU has one. */
  compare_at_price: moneyOutput.nullable(),
  stock: z.number().int(),
  /** This SKU's own weight in grams, where it has one; otherwise the product's `weight_g` applies. */
  weight_g: z.number().int().nullish(),
});
export type SkuDto = z.infer<typeof skuDto>;

export const shopSummaryDto = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: imageDto,
  fans: z.number().int(),
  sales: z.number().int(),
  /** Share of good reviews, 0–100 with one decimal; null while the shop has no review. */
  favorable_rate: z.number().nullable(),
});
export type ShopSummaryDto = z.infer<typeof shopSummaryDto>;

export const productDetailDto = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(imageDto),
  /** The lowest SKU price; the chosen SKU's price replaces it on the page. */
  price: moneyOutput,
  stock: z.number().int(),
  sales: z.number().int(),
  category_id: z.number().int(),
  specs: z.array(specDto),
  skus: z.array(skuDto),
  shop: shopSummaryDto,
  review_summary: z.object({ count: z.number().int(), rating: z.number() }),
  /** Whether the logged-in shopper hearted it; false for visitors. */
  hearted: z.boolean(),
  /**
   * The parcel data of the spec sheet (docs/domain.md#product-parcel-data): grams, millimetres, the customs code and
   * the ISO country of origin; null where the shop has not given it. Optional because a page cached by an older
   * build lacks them.
   */
  weight_g: z.number().int().nullish(),
  length_mm: z.number().int().nullish(),
  width_mm: z.number().int().nullish(),
  height_mm: z.number().int().nullish(),
  hs_code: z.string().nullish(),
  origin_country: z.string().nullish(),
});
export type ProductDetailDto = z.infer<typeof productDetailDto>;

export const productIdQuery = z.object({ id });

/** A search term: trimmed, at most 60 characters; empty finds nothing. */
export const keyword = z.string({ message: 'keywordRequired' }).trim().max(60, 'tooLong');
export const searchQuery = z.object({ page, limit, keyword });
export const suggestQuery = z.object({ keyword });
export const suggestionDto = z.object({ id: z.number().int(), title: z.string() });

/** heart: sets the state the shopper asked for, so a double tap changes it once. */
export const heartBody = z.strictObject({ product_id: id, heart: z.boolean({ message: 'heartInvalid' }) });
export const heartDto = z.object({ hearted: z.boolean() });
