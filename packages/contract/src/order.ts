import { z } from 'zod';
import { addressDto } from './address.ts';
import { quantity } from './cart.ts';
import { refundDto } from './refund.ts';
import { imageDto } from './catalogue.ts';
import { moneyOutput } from './money.ts';
import {
  MAX_CART_LINES,
  ORDER_ACTIONS,
  ORDER_EVENT_KINDS,
  ORDER_STATUS_VALUES,
  ORDER_TABS,
  type OrderStatus,
} from './order-status.ts';
import { shopVoucherChoice, shopVoucherOutcomeDto } from './promotion.ts';
import { id, idList, limit, listOf, page, payPassword } from './validation.ts';

/**
 * Checkout, orders and payment (/api/order/*, and the shopper app's /api/user/order_list). Every amount is computed by
 * the server: bodies carry no prices, and an unknown field (a `total`, a `price`) is refused.
 */

/** What is being bought: the cart's selected lines, or one SKU straight from the product page ("Buy now"). */
export const checkoutSource = z.union([
  z.strictObject({
    cart: z.literal(true),
    /**
     * order/create only: the SKUs the checkout showed. One of them gone off sale or sold out since refuses the
     * order, naming it (PRODUCT_OFF_SALE, OUT_OF_STOCK), instead of quietly buying the rest.
     */
    sku_ids: z.array(id).max(MAX_CART_LINES).optional(),
    /**
     * order/create: the lines the checkout showed at a deal price, each with its deal. Such a line is placed at the
     * deal price or refused (DEAL_ENDED, DEAL_SOLD_OUT, DEAL_LIMIT_REACHED); a line without one at the normal price.
     */
    deals: z
      .array(z.strictObject({ sku_id: id, deal_id: id }))
      .max(MAX_CART_LINES)
      .optional(),
  }),
  z.strictObject({ buy_now: z.strictObject({ sku_id: id, quantity, deal_id: id.optional() }) }),
]);
export type CheckoutSource = z.infer<typeof checkoutSource>;

export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
export const promoCode = z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, 'promoCodeInvalid');

/** order/preview: the totals the shopper would pay; `address_id` defaults to the default address. */
/** Each shop's voucher choice (a shop not listed gets its best public voucher; see shopVoucherChoice). */
const shopVouchers = z.array(shopVoucherChoice).max(MAX_CART_LINES).optional();

export const checkoutPreviewBody = z.strictObject({
  source: checkoutSource,
  address_id: id.optional(),
  promo_code: promoCode.optional(),
  shop_vouchers: shopVouchers,
});
export type CheckoutPreviewBody = z.infer<typeof checkoutPreviewBody>;

/** order/create: one order per shop, stock reserved, status 0. */
export const orderCreateBody = z.strictObject({
  source: checkoutSource,
  address_id: id,
  promo_code: promoCode.optional(),
  shop_vouchers: shopVouchers,
  remark: z.string().trim().max(200, 'tooLong').optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

export const checkoutLineDto = z.object({
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  spec: z.string(),
  price: moneyOutput,
  /**
   * The crossed-out "was" price, when there is one (what is charged is `price`): at a deal price, the SKU's
   * compare-at price or else its normal price.
   */
  compare_at_price: moneyOutput.nullable(),
  quantity: z.number().int(),
  subtotal: moneyOutput,
  /** The running deal the line is priced at (send it back in order/create's `deals`), else null. */
  deal_id: z.number().int().nullable(),
});
export type CheckoutLineDto = z.infer<typeof checkoutLineDto>;

export const orderShopDto = z.object({ id: z.number().int(), name: z.string(), logo: imageDto });

/** One shop's part of a checkout: it becomes one order. */
export const checkoutGroupDto = z.object({
  shop: orderShopDto,
  items: z.array(checkoutLineDto),
  quantity: z.number().int(),
  goods_amount: moneyOutput,
  freight: moneyOutput,
  /** shop_discount + promo_discount. */
  discount: moneyOutput,
  /** The shop's voucher, off this shop's goods (the shop's cost). */
  shop_discount: moneyOutput,
  /** This order's part of the platform's promo code. */
  promo_discount: moneyOutput,
  total: moneyOutput,
  /** Goods amount from which this shop ships free; null when it never does. */
  free_freight_from: moneyOutput.nullable(),
  shop_voucher: shopVoucherOutcomeDto,
});
export type CheckoutGroupDto = z.infer<typeof checkoutGroupDto>;

/** The promo code's outcome in a preview: a discount, or why it does not apply (translated). */
export const promoOutcomeDto = z.object({
  code: z.string(),
  discount: moneyOutput,
  error: z.string().nullable(),
  message: z.string().nullable(),
});
export type PromoOutcomeDto = z.infer<typeof promoOutcomeDto>;

export const checkoutPreviewDto = z.object({
  address: addressDto.nullable(),
  groups: z.array(checkoutGroupDto),
  quantity: z.number().int(),
  goods_amount: moneyOutput,
  freight: moneyOutput,
  /** shop_discount + promo_discount. */
  discount: moneyOutput,
  shop_discount: moneyOutput,
  promo_discount: moneyOutput,
  total: moneyOutput,
  promo: promoOutcomeDto.nullable(),
  balance: moneyOutput,
});
export type CheckoutPreviewDto = z.infer<typeof checkoutPreviewDto>;

export const orderSummaryDto = z.object({ id: z.number().int(), order_no: z.string(), total: moneyOutput });

export const orderCreateDto = z.object({
  /** Groups the orders of one checkout (one per shop). */
  checkout_no: z.string(),
  orders: z.array(orderSummaryDto),
  total: moneyOutput,
  /** When unpaid orders are cancelled (ISO time). */
  pay_deadline: z.string(),
});
export type OrderCreateDto = z.infer<typeof orderCreateDto>;

/** order/pay: pays one or several waiting orders from the balance with the payment code (verify_pay rules). */
export const orderPayBody = z.strictObject({
  order_ids: z.array(id).min(1).max(20),
  pay_password: payPassword,
});
export type OrderPayBody = z.infer<typeof orderPayBody>;

export const orderPayDto = z.object({
  orders: z.array(orderSummaryDto),
  paid: moneyOutput,
  balance: moneyOutput,
});
export type OrderPayDto = z.infer<typeof orderPayDto>;

/** What the payment page needs before asking for the code. */
export const orderPayInfoQuery = z.object({
  /** The orders to pay: `ids=3,5` (at most 20). */
  ids: idList(20),
});
export const orderPayInfoDto = z.object({
  orders: z.array(orderSummaryDto.extend({ status: z.number().int() })),
  total: moneyOutput,
  balance: moneyOutput,
  has_pay_password: z.boolean(),
  pay_deadline: z.string().nullable(),
});
export type OrderPayInfoDto = z.infer<typeof orderPayInfoDto>;

const orderStatus = z
  .number()
  .int()
  .refine((v): v is OrderStatus => (ORDER_STATUS_VALUES as number[]).includes(v));

/** order_list (the My orders tabs): `status` is a tab value; 'all' or absent lists every order. */
export const orderListQuery = z.object({
  status: z
    .union([z.literal('all'), z.literal(''), z.coerce.number().int()])
    .optional()
    .refine((v) => v === undefined || v === '' || (ORDER_TABS as readonly (string | number)[]).includes(v), {
      message: 'statusInvalid',
    })
    .transform((v) => (v === undefined || v === '' || v === 'all' ? undefined : (v as OrderStatus))),
  page,
  limit,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderItemDto = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  spec: z.string(),
  price: moneyOutput,
  quantity: z.number().int(),
  subtotal: moneyOutput,
});
export type OrderItemDto = z.infer<typeof orderItemDto>;

/** An order as a card in My orders. */
export const orderDto = z.object({
  id: z.number().int(),
  order_no: z.string(),
  status: orderStatus,
  shop: orderShopDto,
  items: z.array(orderItemDto),
  quantity: z.number().int(),
  goods_amount: moneyOutput,
  freight: moneyOutput,
  /** shop_discount + promo_discount. */
  discount: moneyOutput,
  shop_discount: moneyOutput,
  promo_discount: moneyOutput,
  total: moneyOutput,
  created_at: z.string(),
  /** For status 0: when it is cancelled if unpaid. */
  pay_deadline: z.string().nullable(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDto = z.infer<typeof orderDto>;

export const orderListDto = listOf(orderDto);
export type OrderListDto = z.infer<typeof orderListDto>;

export const orderEventDto = z.object({
  kind: z.enum(ORDER_EVENT_KINDS),
  status: orderStatus,
  /** Who moved it: the shopper, an operator, or the system (timeouts). */
  actor: z.enum(['shopper', 'operator', 'seller', 'system']),
  at: z.string(),
});
export type OrderEventDto = z.infer<typeof orderEventDto>;

export const logisticsEventDto = z.object({ description: z.string(), at: z.string() });
export type LogisticsEventDto = z.infer<typeof logisticsEventDto>;

export const orderAddressDto = addressDto.pick({
  addressee: true,
  mobile: true,
  country: true,
  area: true,
  detail: true,
});
export type OrderAddressDto = z.infer<typeof orderAddressDto>;

export const orderDetailDto = orderDto.extend({
  address: orderAddressDto,
  promo_code: z.string().nullable(),
  remark: z.string(),
  paid_at: z.string().nullable(),
  timeline: z.array(orderEventDto),
  logistics: z.object({ carrier: z.string(), tracking_no: z.string(), events: z.array(logisticsEventDto) }).nullable(),
  /** The order's refund requests, newest first, each with its timeline. */
  refunds: z.array(refundDto),
  /** Where to send the goods of a refund with return that waits for them (the shop's, else the platform's). */
  return_address: refundDto.shape.return_address,
});
export type OrderDetailDto = z.infer<typeof orderDetailDto>;

export const orderIdQuery = z.object({ id });
export const orderIdBody = z.strictObject({ id });

/** Number of orders per status, for the badges of the Me page. */
export const orderCountsDto = z.record(z.string(), z.number().int());
export type OrderCountsDto = z.infer<typeof orderCountsDto>;
