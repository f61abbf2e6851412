import { z } from 'zod';
import { freightRuleFields, freightRuleOutput, refineWeightFields } from './freight.ts';
import { moneyInput, moneyOutput } from './money.ts';
import { orderDetailDto, orderDto, promoCode } from './order.ts';
import { ORDER_STATUS_VALUES, type OrderStatus } from './order-status.ts';
import { orderIncomeDto } from './settlement.ts';
import { returnAddressDto, returnAddressInput } from './console-catalogue.ts';
import { country, id, limit, listOf, page } from './validation.ts';

/** Console calls for orders, promo codes, freight rules and the order settings (operator tokens only). */

export const consoleOrderListQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v): v is OrderStatus => (ORDER_STATUS_VALUES as number[]).includes(v), 'statusInvalid')
    .optional(),
  /** Exact order number, or its beginning. */
  order_no: z.string().trim().max(40).optional(),
  /** The shopper's account (exact, case-insensitive). */
  account: z.string().trim().max(60).optional(),
  page,
  limit,
});
export type ConsoleOrderListQuery = z.infer<typeof consoleOrderListQuery>;

const buyer = z.object({ id: z.number().int(), account: z.string() });

export const consoleOrderDto = orderDto.omit({ actions: true }).extend({ buyer });
export type ConsoleOrderDto = z.infer<typeof consoleOrderDto>;
export const consoleOrderListDto = listOf(consoleOrderDto);

export const consoleOrderDetailDto = orderDetailDto.omit({ actions: true }).extend({
  buyer,
  checkout_no: z.string(),
  /** What the order pays its shop (settled, or as it stands); null before it is paid. */
  income: orderIncomeDto.nullable(),
});
export type ConsoleOrderDetailDto = z.infer<typeof consoleOrderDetailDto>;

const requiredText = (max: number) =>
  z.string({ message: 'invalidField' }).trim().min(1, 'invalidField').max(max, 'tooLong');

/** Ship: status 1 → 2 with the first logistics event. */
export const shipBody = z.strictObject({ id, carrier: requiredText(60), tracking_no: requiredText(60) });
export type ShipBody = z.infer<typeof shipBody>;

/** A further tracking event of a shipped order ("arrived at the sorting centre"). */
export const logisticsBody = z.strictObject({ id, description: requiredText(200) });
export type LogisticsBody = z.infer<typeof logisticsBody>;

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export const promoDto = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  /** For `percent`: percent off the goods amount (1–100). */
  percent_off: z.number().int().nullable(),
  /** For `fixed`: dollars off the goods amount. */
  amount_off: moneyOutput.nullable(),
  /** Largest discount of a percent code, null for no cap. */
  max_discount: moneyOutput.nullable(),
  min_spend: moneyOutput,
  starts_at: z.string(),
  ends_at: z.string(),
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  used: z.number().int(),
  active: z.boolean(),
});
export type PromoDto = z.infer<typeof promoDto>;
export const promoListDto = listOf(promoDto);

const isoTime = z.iso.datetime({ offset: true, message: 'dateInvalid' });
const cap = z.number().int().min(1).max(1_000_000).nullable();

/** Creates a promo code, or updates it when `id` is given. */
export const promoSaveBody = z
  .strictObject({
    id: id.optional(),
    code: promoCode,
    kind: z.enum(PROMO_KINDS),
    percent_off: z.number().int().min(1, 'promoValueInvalid').max(100, 'promoValueInvalid').nullable().optional(),
    amount_off: moneyInput.nullable().optional(),
    max_discount: moneyInput.nullable().optional(),
    min_spend: moneyInput.default(0),
    starts_at: isoTime,
    ends_at: isoTime,
    total_limit: cap.optional(),
    per_user_limit: cap.optional(),
    active: z.boolean().default(true),
  })
  .refine((b) => (b.kind === 'percent' ? b.percent_off != null : b.amount_off != null && b.amount_off > 0), {
    message: 'promoValueInvalid',
    path: ['kind'],
  })
  .refine((b) => Date.parse(b.starts_at) < Date.parse(b.ends_at), { message: 'dateRangeInvalid', path: ['ends_at'] });
export type PromoSaveBody = z.infer<typeof promoSaveBody>;

export const freightRuleDto = z.object({
  id: z.number().int(),
  /** null: the default rule for every shop without its own. */
  shop_id: z.number().int().nullable(),
  shop_name: z.string().nullable(),
  ...freightRuleOutput,
});
export type FreightRuleDto = z.infer<typeof freightRuleDto>;

/** The console's save always lands and moves `version` (the console's edit wins over a seller's). */
export const freightSaveBody = z
  .strictObject({ shop_id: id.nullable(), ...freightRuleFields })
  .superRefine(refineWeightFields);
export type FreightSaveBody = z.infer<typeof freightSaveBody>;
export const freightDeleteBody = z.strictObject({ shop_id: id });

/** The order settings: open shipping regions (the cart gate, docs/domain.md#freight) and the automatic transitions' delays. */
export const orderSettingsDto = z.object({
  /** true: every region is open; else only `open_regions`. */
  all_regions_open: z.boolean(),
  open_regions: z.array(z.string()),
  pay_timeout_minutes: z.number().int(),
  auto_receive_days: z.number().int(),
  auto_complete_days: z.number().int(),
  /** A refund request a seller leaves undecided this many days goes to the platform's queue (docs/domain.md#refunds-and-after-sales). */
  seller_refund_days: z.number().int(),
  /** Where goods come back when their shop has no return address of its own. */
  return_address: returnAddressDto.nullable(),
});
export type OrderSettingsDto = z.infer<typeof orderSettingsDto>;

export const orderSettingsBody = z.strictObject({
  all_regions_open: z.boolean(),
  open_regions: z.array(country).max(250),
  pay_timeout_minutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  auto_receive_days: z.number().int().min(1).max(60),
  auto_complete_days: z.number().int().min(1).max(60),
  /** Optional: a client that does not know it keeps the current value. */
  seller_refund_days: z.number().int().min(1).max(30).optional(),
  return_address: returnAddressInput.nullable().optional(),
});
export type OrderSettingsBody = z.infer<typeof orderSettingsBody>;

export const shopOptionDto = z.object({ id: z.number().int(), name: z.string() });
