import { z } from 'zod';
import { BANNER_LINK_TYPES, type BannerLinkType } from './catalogue.ts';
import { LANG_CODES, type LangCode } from './languages.ts';
import { moneyInput, moneyOutput } from './money.ts';
import {
  MAX_PRODUCT_IMAGES,
  MAX_SKUS,
  MAX_SPEC_VALUES,
  MAX_SPECS,
  optionKey,
  skuCombinations,
} from './product-skus.ts';
import { country, id, limit, MAX_ID, MOBILE_PATTERN, page } from './validation.ts';

/**
 * The catalogue's writing side (docs/domain.md#catalogue-and-search), shared by the console, the seller center and the server: categories,
 * products with their SKU matrix, shops, commission rates, banners and hot keywords. One save schema per shape:
 * the server validates with it and the desk forms put each issue on its field.
 */

// ——— texts and pictures ———

/** A text in the five languages as stored and edited: English always, the others when written. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<LangCode, 'en'>, string>>;

export const localizedTextDto = z.object({
  en: z.string(),
  'zh-CN': z.string().optional(),
  ri: z.string().optional(),
  han: z.string().optional(),
  tai: z.string().optional(),
});

const otherLanguage = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((value) => value || undefined);

/**
 * A text the editor sends: English required (the other languages fall back to it), the others optional; an empty
 * translation is dropped, so it falls back to English rather than showing nothing. With `optional`, the text may be
 * empty in every language (a shop's description: empty until written).
 */
export const localizedTextInput = (max: number, { optional = false }: { optional?: boolean } = {}) =>
  z
    .strictObject({
      en: optional
        ? z.string({ message: 'invalidField' }).trim().max(max, 'tooLong').default('')
        : z.string({ message: 'textEnRequired' }).trim().min(1, 'textEnRequired').max(max, 'tooLong'),
      'zh-CN': otherLanguage(max),
      ri: otherLanguage(max),
      han: otherLanguage(max),
      tai: otherLanguage(max),
    })
    .transform((text): LocalizedText => {
      const out: LocalizedText = { en: text.en };
      for (const lang of LANG_CODES) if (lang !== 'en' && text[lang]) out[lang] = text[lang];
      return out;
    });

/**
 * A picture the upload calls answered, or one the catalogue already shows: a path under /uploads ending in .webp.
 * The server checks that the file exists and makes the sizes each use needs.
 */
export const PICTURE_URL_PATTERN = /^\/uploads\/[a-z]+\/[A-Za-z0-9_-]{8,100}\.webp$/;
export const pictureUrl = z
  .string({ message: 'pictureRequired' })
  .min(1, 'pictureRequired')
  .regex(PICTURE_URL_PATTERN, 'pictureInvalid');

/** An id in a JSON body, with the message the form shows when it is missing. */
const chosenId = (message: string) => z.number({ message }).int(message).positive(message).max(MAX_ID, message);

const sort = z.number().int('invalidField').min(0, 'invalidField').max(9999, 'invalidField');
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

// ——— categories ———

export const categorySaveBody = z.strictObject({
  id: id.optional(),
  name: localizedTextInput(40),
  icon: pictureUrl,
  sort: sort.optional(),
  /** The top-level category this one sits under; null or absent: top-level. Left out of an edit: unchanged. */
  parent_id: id.nullable().optional(),
  /** Hidden from shoppers with its products (and its subcategories). Left out: unchanged (new: shown). */
  hidden: z.boolean({ message: 'invalidField' }).optional(),
});
export type CategorySaveBody = z.output<typeof categorySaveBody>;

export const categoryAdminDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: localizedTextDto,
  /** The icon's large picture (what the upload answered, or the seed's). */
  icon: z.string(),
  sort: z.number().int(),
  product_count: z.number().int(),
  parent_id: z.number().int().nullable(),
  hidden: z.boolean(),
  /** How many subcategories it has (a parent holds no products itself). */
  child_count: z.number().int(),
});
export type CategoryAdminDto = z.infer<typeof categoryAdminDto>;
export const categoryAdminListDto = z.object({ list: z.array(categoryAdminDto) });

/** POST /api/console/category/delete: refused while the category holds products or subcategories, or a banner opens it. */
export const categoryDeleteBody = z.strictObject({ id });

// ——— products ———

export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

const specInput = z.strictObject({
  name: localizedTextInput(30),
  values: z
    .array(localizedTextInput(40), { message: 'specValuesRequired' })
    .min(1, 'specValuesRequired')
    .max(MAX_SPEC_VALUES, 'specValuesRequired'),
});

const stock = z
  .number({ message: 'stockInvalid' })
  .int('stockInvalid')
  .min(0, 'stockInvalid')
  .max(1_000_000, 'stockInvalid');

/**
 * A parcel measure in whole grams or millimetres. Unknown is null, never 0 (docs/domain.md#product-parcel-data); an
 * omitted field on save keeps what is stored, so a client that does not know these fields cannot clear them.
 */
const parcelMeasure = (max: number, message: string) =>
  z.number({ message }).int(message).min(1, message).max(max, message).nullable().optional();
const weight = parcelMeasure(1_000_000, 'weightInvalid');
const size = parcelMeasure(10_000, 'sizeInvalid');
/** Empty text clears (null) as a form's emptied field does. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
export const HS_CODE_PATTERN = /^[0-9]{6,10}$/;
const hsCode = z.preprocess(
  blankAsNull,
  z.string({ message: 'hsCodeInvalid' }).trim().regex(HS_CODE_PATTERN, 'hsCodeInvalid').nullable().optional(),
);
const originCountry = z.preprocess(blankAsNull, country.nullable().optional());

const skuInput = z.strictObject({
  /** One value index per specification, in the order of `specs`. */
  options: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_SPEC_VALUES - 1),
    )
    .max(MAX_SPECS),
  price: moneyInput.refine((cents) => cents >= 1, 'priceInvalid'),
  /** The crossed-out "was" price; above the price when given. */
  compare_at_price: moneyInput.nullable().optional(),
  /** The stock wanted. */
  stock,
  /**
   * The stock the editor loaded. When given, the server applies (stock − loaded_stock) to the current stock, so
   * units reserved by orders since the editor opened are never put back; without it the stock is set as given.
   */
  loaded_stock: stock.optional(),
  /** This SKU's weight where it differs from the product's. */
  weight_g: weight,
});

const productFields = {
  id: id.optional(),
  /** The seller's product code, unique in its shop; empty gives P<id>. */
  code: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined)
    .refine((code) => code === undefined || PRODUCT_CODE_PATTERN.test(code), 'codeInvalid'),
  category_id: chosenId('categoryRequired'),
  title: localizedTextInput(120),
  description: localizedTextInput(5000),
  images: z
    .array(pictureUrl, { message: 'pictureCount' })
    .min(1, 'pictureCount')
    .max(MAX_PRODUCT_IMAGES, 'pictureCount'),
  specs: z.array(specInput).max(MAX_SPECS, 'specCount'),
  skus: z.array(skuInput, { message: 'skuCombinations' }).min(1, 'skuCombinations').max(MAX_SKUS, 'skuTooMany'),
  on_sale: z.boolean({ message: 'invalidField' }),
  /** The packed product: what a cross-border parcel declares (docs/domain.md#product-parcel-data). */
  weight_g: weight,
  length_mm: size,
  width_mm: size,
  height_mm: size,
  hs_code: hsCode,
  origin_country: originCountry,
};

type ProductFields = z.output<z.ZodObject<typeof productFields>>;

/** The rules across fields: distinct values per specification, one SKU per combination, compare-at above price. */
function checkProduct(product: ProductFields, ctx: z.RefinementCtx): void {
  product.specs.forEach((spec, s) => {
    const seen = new Set<string>();
    spec.values.forEach((value, v) => {
      const key = value.en.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: 'specValueDuplicate', path: ['specs', s, 'values', v] });
      seen.add(key);
    });
  });
  const expected = new Set(skuCombinations(product.specs.map((spec) => spec.values.length)).map(optionKey));
  const given = new Set<string>();
  product.skus.forEach((sku, i) => {
    const key = optionKey(sku.options);
    if (sku.options.length !== product.specs.length || !expected.has(key) || given.has(key)) {
      ctx.addIssue({ code: 'custom', message: 'skuCombinations', path: ['skus', i, 'options'] });
    }
    given.add(key);
    if (sku.compare_at_price != null && sku.compare_at_price <= sku.price) {
      ctx.addIssue({ code: 'custom', message: 'compareAtAbovePrice', path: ['skus', i, 'compare_at_price'] });
    }
  });
  if (given.size !== expected.size && product.skus.length <= MAX_SKUS) {
    ctx.addIssue({ code: 'custom', message: 'skuCombinations', path: ['skus'] });
  }
}

/** POST /api/seller/product/save: the seller's own shop. */
export const sellerProductSaveBody = z.strictObject(productFields).superRefine(checkProduct);
export type SellerProductSaveBody = z.output<typeof sellerProductSaveBody>;

/** POST /api/console/product/save: any shop. */
export const consoleProductSaveBody = z
  .strictObject({ ...productFields, shop_id: chosenId('shopRequired') })
  .superRefine(checkProduct);
export type ConsoleProductSaveBody = z.output<typeof consoleProductSaveBody>;
/** What a form holds before parsing (money as text). */
export type ProductSaveForm = z.input<typeof consoleProductSaveBody>;

/** A product's parcel data as read; null where unknown. */
export const parcelDtoFields = {
  weight_g: z.number().int().nullable(),
  length_mm: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  hs_code: z.string().nullable(),
  origin_country: z.string().nullable(),
};

const localizedSpecDto = z.object({ name: localizedTextDto, values: z.array(localizedTextDto) });

/** A product as the editor loads it: every language, every live SKU with its id. */
export const productEditDto = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  code: z.string(),
  category_id: z.number().int(),
  title: localizedTextDto,
  description: localizedTextDto,
  /** The pictures' large sizes, cover first: send them back unchanged to keep them. */
  images: z.array(z.string()),
  specs: z.array(localizedSpecDto),
  skus: z.array(
    z.object({
      id: z.number().int(),
      options: z.array(z.number().int()),
      price: moneyOutput,
      compare_at_price: moneyOutput.nullable(),
      stock: z.number().int(),
      sales: z.number().int(),
      weight_g: z.number().int().nullable(),
    }),
  ),
  on_sale: z.boolean(),
  ...parcelDtoFields,
  /** On sale and its shop active: what shoppers see. */
  listed: z.boolean(),
  sales: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProductEditDto = z.infer<typeof productEditDto>;

export const STOCK_FILTERS = ['out', 'low'] as const;

/** GET /api/console/products and /api/seller/products (the seller's are always its own shop). */
export const productAdminListQuery = z.object({
  /** Any language's title, or the product code. */
  keyword: z.string().trim().max(60, 'tooLong').optional(),
  shop_id: id.optional(),
  category_id: id.optional(),
  on_sale: booleanQuery.optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  page,
  limit,
});
export type ProductAdminListQuery = z.output<typeof productAdminListQuery>;

export const productRowDto = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language, else English. */
  title: z.string(),
  /** The cover's small size. */
  image: z.string(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  category: z.object({ id: z.number().int(), name: z.string() }),
  price: moneyOutput,
  compare_at_price: moneyOutput.nullable(),
  stock: z.number().int(),
  sales: z.number().int(),
  sku_count: z.number().int(),
  on_sale: z.boolean(),
  listed: z.boolean(),
  updated_at: z.string(),
});
export type ProductRowDto = z.infer<typeof productRowDto>;
export const productRowListDto = z.object({
  list: z.array(productRowDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

// ——— shops ———

const requiredLine = (message: string, max: number) => z.string({ message }).trim().min(1, message).max(max, 'tooLong');

/** Where shoppers send goods back (a refund with return); the address book's rules. */
export const returnAddressInput = z.strictObject({
  addressee: requiredLine('addresseeRequired', 60),
  mobile: z.string({ message: 'mobileInvalid' }).trim().regex(MOBILE_PATTERN, 'mobileInvalid'),
  country: z.string({ message: 'countryRequired' }).pipe(country),
  area: requiredLine('areaRequired', 120),
  detail: requiredLine('detailRequired', 240),
});
export type ReturnAddress = z.output<typeof returnAddressInput>;
export const returnAddressDto = z.object({
  addressee: z.string(),
  mobile: z.string(),
  country: z.string(),
  area: z.string(),
  detail: z.string(),
});

const shopFields = {
  name: localizedTextInput(60),
  /** Empty until the shop writes one (approval does not invent it from the name). */
  description: localizedTextInput(2000, { optional: true }),
  logo: pictureUrl,
  banner: pictureUrl,
  return_address: returnAddressInput.nullable().optional(),
};

/** POST /api/console/shop/save: create, or update when `id` is given. */
export const shopSaveBody = z.strictObject({
  id: id.optional(),
  ...shopFields,
  active: z.boolean({ message: 'invalidField' }),
});
export type ShopSaveBody = z.output<typeof shopSaveBody>;

/** POST /api/seller/shop/save: the seller's own shop, less `active`. */
export const sellerShopSaveBody = z.strictObject(shopFields);
export type SellerShopSaveBody = z.output<typeof sellerShopSaveBody>;

export const shopAdminDto = z.object({
  id: z.number().int(),
  name: localizedTextDto,
  description: localizedTextDto,
  /** Large sizes, as the upload answered them (send back unchanged to keep). */
  logo: z.string(),
  banner: z.string(),
  active: z.boolean(),
  return_address: returnAddressDto.nullable(),
  /** The rate in force: the shop's own, else the platform's default ("0.05"). */
  commission_rate: z.string(),
  commission_is_default: z.boolean(),
  product_count: z.number().int(),
  sales: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShopAdminDto = z.infer<typeof shopAdminDto>;
export const shopAdminListDto = z.object({
  list: z.array(shopAdminDto),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const shopAdminListQuery = z.object({
  keyword: z.string().trim().max(60, 'tooLong').optional(),
  active: booleanQuery.optional(),
  page,
  limit,
});
export type ShopAdminListQuery = z.output<typeof shopAdminListQuery>;

// ——— commission ———

const RATE_PATTERN = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

/** A rate from 0 to 1 with at most 4 decimals ("0.05") → basis points (500). */
export function parseRateBp(rate: string): number | undefined {
  const text = rate.trim();
  if (!RATE_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** Basis points → the shortest decimal string: 500 → "0.05", 550 → "0.055", 0 → "0", 10000 → "1". */
export function formatRateBp(bp: number): string {
  if (bp >= 10_000) return '1';
  const fraction = String(bp).padStart(4, '0').replace(/0+$/, '');
  return fraction ? `0.${fraction}` : '0';
}

export const rateInput = z.union([z.string(), z.number()], { message: 'rateInvalid' }).transform((value, ctx) => {
  const bp = parseRateBp(String(value));
  if (bp === undefined) {
    ctx.addIssue({ code: 'custom', message: 'rateInvalid' });
    return z.NEVER;
  }
  return bp;
});

/**
 * POST /api/console/commission/save (finance): a shop's rate, or without `shop_id` the platform's default. A shop's
 * rate `null` puts the shop back on the platform's default (it then follows the default's changes).
 */
export const commissionSaveBody = z
  .strictObject({ shop_id: id.nullable().optional(), rate: rateInput.nullable() })
  .refine((body) => body.rate !== null || body.shop_id != null, { message: 'rateInvalid', path: ['rate'] });
export type CommissionSaveBody = z.output<typeof commissionSaveBody>;
export const commissionDto = z.object({ default_rate: z.string() });

// ——— banners and hot keywords ———

/** An absolute https address: a host name (letters, digits, dots, dashes), an optional port, then no spaces. */
const HTTPS_ADDRESS =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** An outside address a banner may open: https only, so a banner never leads to a page that is not encrypted. */
export const bannerUrl = z.string().trim().max(500, 'linkUrlInvalid').regex(HTTPS_ADDRESS, 'linkUrlInvalid');
const bannerKeyword = z.string().trim().min(1, 'linkKeywordInvalid').max(60, 'linkKeywordInvalid');
const bannerTime = z.iso.datetime({ offset: true, message: 'dateInvalid' }).nullable().optional();

/**
 * POST /api/console/banner/save. Where it leads is `link_type` with `link_value`; a body without `link_type` is read
 * the first way (a category's products by `category_id`, or the discounted products by `discounted_only`), so both
 * shapes save the same banner. The schedule is optional at both ends.
 */
export const bannerSaveBody = z
  .strictObject({
    id: id.optional(),
    title: localizedTextInput(60),
    subtitle: localizedTextInput(120),
    image: pictureUrl,
    /** Opens this category's products… */
    category_id: id.nullable().optional(),
    /** …or the products that have a compare-at price. */
    discounted_only: z.boolean().optional(),
    link_type: z.enum(BANNER_LINK_TYPES, { message: 'linkTypeInvalid' }).optional(),
    /** The category, product or shop id as text, the search keyword or the https address. */
    link_value: z.string().max(500, 'invalidField').nullable().optional(),
    starts_at: bannerTime,
    ends_at: bannerTime,
    sort: sort.optional(),
    active: z.boolean({ message: 'invalidField' }),
  })
  .superRefine((body, ctx) => {
    const link = bannerLinkOf(body);
    // The first shape without a category (nor discounted) opens every product, as it always did.
    const problem = body.link_type || link.value !== null ? linkProblem(link.type, link.value) : undefined;
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: [body.link_type ? 'link_value' : 'category_id'] });
    if (body.starts_at && body.ends_at && Date.parse(body.starts_at) >= Date.parse(body.ends_at))
      ctx.addIssue({ code: 'custom', message: 'dateRangeInvalid', path: ['ends_at'] });
  });
export type BannerSaveBody = z.output<typeof bannerSaveBody>;

/** Where a saved banner leads, from either shape of the body (see bannerSaveBody). */
export function bannerLinkOf(
  body: Pick<BannerSaveBody, 'link_type' | 'link_value' | 'category_id' | 'discounted_only'>,
): { type: BannerLinkType; value: string | null } {
  if (body.link_type) return { type: body.link_type, value: body.link_value?.trim() || null };
  if (body.discounted_only) return { type: 'discounted', value: null };
  return { type: 'category', value: body.category_id == null ? null : String(body.category_id) };
}

/** The message key of what is wrong with a banner's link, or undefined when it can be saved. */
function linkProblem(type: BannerLinkType, value: string | null): string | undefined {
  switch (type) {
    case 'discounted':
      return undefined;
    case 'category':
      return id.safeParse(Number(value)).success && value !== null ? undefined : 'categoryRequired';
    case 'product':
    case 'shop':
      return value !== null && /^[1-9]\d{0,9}$/.test(value) && id.safeParse(Number(value)).success
        ? undefined
        : type === 'product'
          ? 'linkProductRequired'
          : 'shopRequired';
    case 'search':
      return bannerKeyword.safeParse(value ?? '').success ? undefined : 'linkKeywordInvalid';
    case 'url':
      return bannerUrl.safeParse(value ?? '').success ? undefined : 'linkUrlInvalid';
  }
}

/** A banner's state as the console shows it: off, waiting for its start, shown, or past its end. */
export const BANNER_STATES = ['off', 'scheduled', 'live', 'ended'] as const;
export type BannerState = (typeof BANNER_STATES)[number];

export const bannerAdminDto = z.object({
  id: z.number().int(),
  title: localizedTextDto,
  subtitle: localizedTextDto,
  image: z.string(),
  category_id: z.number().int().nullable(),
  discounted_only: z.boolean(),
  link_type: z.enum(BANNER_LINK_TYPES),
  link_value: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** By the server's clock when it answered. */
  state: z.enum(BANNER_STATES),
  sort: z.number().int(),
  active: z.boolean(),
});
export type BannerAdminDto = z.infer<typeof bannerAdminDto>;
export const bannerAdminListDto = z.object({ list: z.array(bannerAdminDto) });

export const MAX_HOT_KEYWORDS = 12;
const hotKeyword = z.string().trim().min(1, 'keywordInvalid').max(30, 'keywordInvalid');
const keywordList = z.array(hotKeyword).max(MAX_HOT_KEYWORDS, 'keywordInvalid');

/** GET and POST /api/console/hot_keywords: the search page's suggestions, per language. */
export const hotKeywordsBody = z.strictObject({
  keywords: z.strictObject({
    en: keywordList,
    'zh-CN': keywordList,
    ri: keywordList,
    han: keywordList,
    tai: keywordList,
  }),
});
export type HotKeywordsBody = z.output<typeof hotKeywordsBody>;
export const hotKeywordsDto = z.object({ keywords: z.record(z.string(), z.array(z.string())) });

export const catalogueIdQuery = z.object({ id });
