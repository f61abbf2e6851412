import type { ProductPromotionsDto, ShopVouchersDto } from '@shop/contract/promotion';
import { queryOptions } from '@tanstack/react-query';
import { catalogueKeys } from '../query-keys.ts';
import { promotionRead } from './api.ts';

/** A product's running deals (per SKU) and its shop's public vouchers: the product page's. */
export const productPromotionsQueryOptions = (lang: string, id: number) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'promotions', id],
    queryFn: () => promotionRead<ProductPromotionsDto>('product', { id }),
  });

/** A shop's public vouchers running now: the shop page's. */
export const shopVouchersQueryOptions = (lang: string, shopId: number) =>
  queryOptions({
    queryKey: [...catalogueKeys.lang(lang), 'shopVouchers', shopId],
    queryFn: () => promotionRead<ShopVouchersDto>('shop_vouchers', { shop_id: shopId }),
  });
