import { z } from 'zod';
import { imageDto, keyword, productCardDto } from './catalogue.ts';
import { id, limit, listOf, page } from './validation.ts';

/** Shop calls: hot shops, seller search, a shop's page, follow. */

export const shopCardDto = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: imageDto,
  fans: z.number().int(),
  sales: z.number().int(),
  /** Share of good reviews, 0–100 with one decimal; null while the shop has no review. */
  favorable_rate: z.number().nullable(),
});
export type ShopCardDto = z.infer<typeof shopCardDto>;

export const shopDetailDto = shopCardDto.extend({
  banner: imageDto,
  /** Turnover of the shop in dollars. */
  total_sales: z.string(),
  product_count: z.number().int(),
  followed: z.boolean(),
  /** The first page of its products, best sellers first; later pages through goods/list?shop_id=. */
  products: listOf(productCardDto),
});
export type ShopDetailDto = z.infer<typeof shopDetailDto>;

export const shopIdQuery = z.object({ id });
export const shopListQuery = z.object({ page, limit });
/** shop/search: sellers by name; without words (or blank ones) every shop, best-selling first. */
export const shopSearchQuery = z.object({ page, limit, keyword: keyword.default('') });

/** follow: sets the state the shopper asked for, so a double tap changes it once. */
export const followBody = z.strictObject({ shop_id: id, follow: z.boolean({ message: 'followInvalid' }) });
export const followDto = z.object({ followed: z.boolean(), fans: z.number().int() });
