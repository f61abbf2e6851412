import { z } from 'zod';
import { imageDto } from './catalogue.ts';
import { localizedTextDto, localizedTextInput } from './console-catalogue.ts';
import { moneyInput, moneyOutput } from './money.ts';
import { id, listOf, page, limit } from './validation.ts';

/**
 * A shop's own promotions (docs/domain.md#shop-vouchers, #timed-deals): vouchers a seller gives on its shop's goods,
 * and deal prices on chosen SKUs for a window, the seller's own or in a platform campaign. Both are the shop's cost.
 */

export const VOUCHER_KINDS = ['fixed', 'percent'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A voucher's code: like a promo code, unique in its shop. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const voucherCode = z.string().trim().toUpperCase().regex(VOUCHER_CODE_PATTERN, 'voucherCodeInvalid');

const isoTime = z.iso.datetime({ offset: true, message: 'dateInvalid' });
const count = z.number().int().min(1, 'countInvalid').max(1_000_000, 'countInvalid');

/** POST /api/seller/voucher/save: creates a voucher of the seller's shop, or changes it when `id` is given. */
export const voucherSaveBody = z
  .strictObject({
    id: id.optional(),
    name: z.string().trim().min(1, 'nameRequired').max(60, 'tooLong'),
    /** Absent or null: a public voucher, shown on the product page, the shop and the checkout. */
    code: voucherCode.nullable().optional(),
    kind: z.enum(VOUCHER_KINDS),
    percent_off: z.number().int().min(1, 'voucherValueInvalid').max(90, 'voucherValueInvalid').nullable().optional(),
    amount_off: moneyInput.nullable().optional(),
    /** The largest discount of a percent voucher; null for none. */
    max_discount: moneyInput.nullable().optional(),
    min_spend: moneyInput.default(0),
    starts_at: isoTime,
    ends_at: isoTime,
    total_limit: count,
    per_user_limit: count.default(1),
    active: z.boolean().default(true),
  })
  .refine((b) => (b.kind === 'percent' ? b.percent_off != null : b.amount_off != null && b.amount_off > 0), {
    message: 'voucherValueInvalid',
    path: ['kind'],
  })
  .refine((b) => Date.parse(b.starts_at) < Date.parse(b.ends_at), { message: 'dateRangeInvalid', path: ['ends_at'] });
export type VoucherSaveBody = z.infer<typeof voucherSaveBody>;

/** The terms a shopper reads on a voucher (the product page, the shop, the checkout). */
export const voucherTermsDto = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  kind: z.enum(VOUCHER_KINDS),
  percent_off: z.number().int().nullable(),
  amount_off: moneyOutput.nullable(),
  max_discount: moneyOutput.nullable(),
  min_spend: moneyOutput,
  starts_at: z.string(),
  ends_at: z.string(),
});
export type VoucherTermsDto = z.infer<typeof voucherTermsDto>;

/** A voucher as its seller manages it. */
export const voucherDto = voucherTermsDto.extend({
  name: z.string(),
  code: z.string().nullable(),
  total_limit: z.number().int(),
  per_user_limit: z.number().int(),
  used: z.number().int(),
  active: z.boolean(),
  /** upcoming, running, ended (its window passed, or its seller ended it), used_up. */
  state: z.enum(['upcoming', 'running', 'ended', 'used_up']),
});
export type VoucherDto = z.infer<typeof voucherDto>;
export const voucherListDto = listOf(voucherDto);
export const voucherListQuery = z.object({ page, limit });
export const voucherEndBody = z.strictObject({ id });

/** GET /api/promotion/shop_vouchers: a shop's public vouchers running now. */
export const shopVouchersQuery = z.object({ shop_id: id });
export const shopVouchersDto = z.object({ list: z.array(voucherTermsDto) });
export type ShopVouchersDto = z.infer<typeof shopVouchersDto>;

/**
 * A shop's voucher choice in a checkout. A shop not listed gets its best eligible public voucher (preselected);
 * `voucher_id: null` takes none; a `code` applies the shop's voucher with that code; `voucher_id` one public voucher.
 */
export const shopVoucherChoice = z.strictObject({
  shop_id: id,
  voucher_id: id.nullable().optional(),
  code: voucherCode.optional(),
});
export type ShopVoucherChoice = z.infer<typeof shopVoucherChoice>;

/** A shop's voucher in a checkout preview: applied with its discount, or why the chosen one does not apply. */
export const shopVoucherOutcomeDto = z.object({
  voucher: voucherTermsDto.extend({ code: z.string().nullable() }).nullable(),
  discount: moneyOutput,
  error: z.string().nullable(),
  message: z.string().nullable(),
  /** The shop's public vouchers running now, each with whether it applies to this group. */
  available: z.array(voucherTermsDto.extend({ eligible: z.boolean() })),
});
export type ShopVoucherOutcomeDto = z.infer<typeof shopVoucherOutcomeDto>;

// ---- deals ----

/** One SKU on a deal: its price (below the SKU's price), the units at that price and what one shopper may take. */
export const dealItemInput = z.strictObject({
  sku_id: id,
  price: moneyInput,
  deal_stock: count,
  per_user_limit: count.nullable().optional(),
});

/**
 * POST /api/seller/deal/save: a shop's deal, its own window or a platform campaign's (`campaign_id`, whose window it
 * takes). Its SKUs are the shop's own, each in at most one deal at a time.
 */
export const dealSaveBody = z
  .strictObject({
    id: id.optional(),
    name: z.string().trim().min(1, 'nameRequired').max(60, 'tooLong'),
    campaign_id: id.nullable().optional(),
    starts_at: isoTime.optional(),
    ends_at: isoTime.optional(),
    active: z.boolean().default(true),
    items: z.array(dealItemInput).min(1, 'dealItemsRequired').max(50, 'dealItemsTooMany'),
  })
  .refine((b) => b.campaign_id != null || (b.starts_at !== undefined && b.ends_at !== undefined), {
    message: 'dealWindowRequired',
    path: ['ends_at'],
  })
  .refine((b) => !b.starts_at || !b.ends_at || Date.parse(b.starts_at) < Date.parse(b.ends_at), {
    message: 'dateRangeInvalid',
    path: ['ends_at'],
  })
  .refine((b) => new Set(b.items.map((item) => item.sku_id)).size === b.items.length, {
    message: 'dealSkuTwice',
    path: ['items'],
  });
export type DealSaveBody = z.infer<typeof dealSaveBody>;

export const dealItemDto = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  spec: z.string(),
  image: imageDto,
  /** The SKU's normal price and compare-at price now. */
  normal_price: moneyOutput,
  compare_at_price: moneyOutput.nullable(),
  price: moneyOutput,
  deal_stock: z.number().int(),
  sold: z.number().int(),
  per_user_limit: z.number().int().nullable(),
});
export type DealItemDto = z.infer<typeof dealItemDto>;

export const DEAL_STATES = ['upcoming', 'running', 'ended'] as const;
export type DealState = (typeof DEAL_STATES)[number];

export const dealDto = z.object({
  id: z.number().int(),
  name: z.string(),
  campaign: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
  state: z.enum(DEAL_STATES),
  items: z.array(dealItemDto),
});
export type DealDto = z.infer<typeof dealDto>;
export const dealListDto = listOf(dealDto);
export const dealListQuery = z.object({ page, limit });
export const dealEndBody = z.strictObject({ id });

/** The running deal of a SKU, as the product page shows it. */
export const skuDealDto = z.object({
  deal_id: z.number().int(),
  price: moneyOutput,
  /** The crossed-out price: the compare-at price when the SKU has one, else its normal price. */
  was_price: moneyOutput,
  ends_at: z.string(),
  left: z.number().int(),
  per_user_limit: z.number().int().nullable(),
});
export type SkuDealDto = z.infer<typeof skuDealDto>;

/** GET /api/promotion/deals: the Home page's Deals strip, one card per product, soonest ending first. */
export const dealCardDto = z.object({
  deal_id: z.number().int(),
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  price: moneyOutput,
  was_price: moneyOutput,
  ends_at: z.string(),
  sold: z.number().int(),
  deal_stock: z.number().int(),
  campaign: z.string().nullable(),
});
export type DealCardDto = z.infer<typeof dealCardDto>;
export const dealCardsQuery = z.object({ limit: z.coerce.number().int().min(1).max(30).default(10) });
export const dealCardsDto = z.object({ list: z.array(dealCardDto) });
export type DealCardsDto = z.infer<typeof dealCardsDto>;

// ---- platform campaigns ----

/** POST /api/console/campaign/save (catalogue): a platform sale that shops join with their own deals. */
export const campaignSaveBody = z
  .strictObject({
    id: id.optional(),
    name: localizedTextInput(60),
    starts_at: isoTime,
    ends_at: isoTime,
    active: z.boolean().default(true),
  })
  .refine((b) => Date.parse(b.starts_at) < Date.parse(b.ends_at), { message: 'dateRangeInvalid', path: ['ends_at'] });
export type CampaignSaveBody = z.infer<typeof campaignSaveBody>;

export const campaignDto = z.object({
  id: z.number().int(),
  name: localizedTextDto,
  starts_at: z.string(),
  ends_at: z.string(),
  active: z.boolean(),
  state: z.enum(DEAL_STATES),
  /** Shops that joined, and SKUs on their deals. */
  shops: z.number().int(),
  items: z.number().int(),
});
export type CampaignDto = z.infer<typeof campaignDto>;
export const campaignListDto = listOf(campaignDto);
export const campaignListQuery = z.object({ page, limit });

/** A campaign as a seller sees it when joining: its name in the seller's language and its window. */
export const openCampaignDto = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  joined: z.boolean(),
});
export type OpenCampaignDto = z.infer<typeof openCampaignDto>;
export const openCampaignsDto = z.object({ list: z.array(openCampaignDto) });

/** GET /api/promotion/product: a product's running deals (per SKU) and its shop's public vouchers. */
export const productPromotionsQuery = z.object({ id });
export const productPromotionsDto = z.object({
  deals: z.array(skuDealDto.extend({ sku_id: z.number().int() })),
  vouchers: z.array(voucherTermsDto),
});
export type ProductPromotionsDto = z.infer<typeof productPromotionsDto>;
