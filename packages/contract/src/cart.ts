import { z } from 'zod';
import { imageDto } from './catalogue.ts';
import { moneyOutput } from './money.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './order-status.ts';
import { id } from './validation.ts';

/**
 * Cart calls (/api/cart/*). Every call is the logged-in shopper's own cart; the region gate (docs/domain.md#freight) refuses
 * the cart with REGION_CLOSED when the shopper's region is not open.
 */

/** A whole number of items from 1 to MAX_LINE_QUANTITY: -1, 0, 1.5 and 10^9 are refused. */
export const quantity = z
  .number({ message: 'quantityInvalid' })
  .int('quantityInvalid')
  .min(1, 'quantityInvalid')
  .max(MAX_LINE_QUANTITY, 'quantityInvalid');

export const cartAddBody = z.strictObject({ sku_id: id, quantity });
export type CartAddBody = z.infer<typeof cartAddBody>;

/** Changes one line: its quantity, its selection, or both. */
export const cartUpdateBody = z
  .strictObject({ id, quantity: quantity.optional(), selected: z.boolean().optional() })
  .refine((b) => b.quantity !== undefined || b.selected !== undefined, { message: 'invalidField', path: ['quantity'] });
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;

/** Selects or clears several lines at once (a shop's lines, or all with `ids` omitted). */
export const cartSelectBody = z.strictObject({
  ids: z.array(id).min(1).max(MAX_CART_LINES).optional(),
  selected: z.boolean({ message: 'invalidField' }),
});
export type CartSelectBody = z.infer<typeof cartSelectBody>;

export const cartRemoveBody = z.strictObject({ ids: z.array(id).min(1).max(MAX_CART_LINES) });

/** One line of the cart, in the request's language. */
export const cartItemDto = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku_id: z.number().int(),
  title: z.string(),
  image: imageDto,
  /** The chosen specification values, e.g. "Red · XL". */
  spec: z.string(),
  price: moneyOutput,
  /** The SKU's crossed-out "was" price, when it has one. */
  compare_at_price: moneyOutput.nullable(),
  quantity: z.number().int(),
  /** What can still be bought of this SKU. */
  stock: z.number().int(),
  selected: z.boolean(),
  /** False when the product left the shelf or the SKU sold out: it cannot be checked out. */
  available: z.boolean(),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

export const cartShopDto = z.object({ id: z.number().int(), name: z.string(), logo: imageDto });
export type CartShopDto = z.infer<typeof cartShopDto>;

export const cartDto = z.object({
  /** Lines grouped by shop, the shop of the most recently added line first. */
  groups: z.array(z.object({ shop: cartShopDto, items: z.array(cartItemDto) })),
  /** Number of lines (the tab's badge). */
  count: z.number().int(),
  /** Selected, available lines: their item count and goods amount (freight and promo come at checkout). */
  selected_count: z.number().int(),
  selected_amount: moneyOutput,
});
export type CartDto = z.infer<typeof cartDto>;

export const cartCountDto = z.object({ count: z.number().int() });
export type CartCountDto = z.infer<typeof cartCountDto>;
