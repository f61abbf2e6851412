import { shopDetailQueryOptions } from '../../lib/catalogue/api.ts';
import { shopVouchersQueryOptions } from '../../lib/catalogue/promotion-api.ts';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { shopIdOf, shopProductsQueryOptions } from './shop-products.ts';
import { DEFAULT_SHOP_SORT } from './shop-sort.ts';

/**
 * A shop's reads, as ShopScreen asks for them: the shop (whose answer carries the first page of best sellers) and
 * its vouchers side by side, then its products in the default order, which come from the shop's answer.
 */
export const prefetchShop: PagePrefetch = async (queryClient, { params }, lang) => {
  const shopId = shopIdOf(params.id);
  if (shopId === undefined) return;
  await Promise.all([
    queryClient.prefetchQuery(shopDetailQueryOptions(lang, shopId)),
    queryClient.prefetchQuery(shopVouchersQueryOptions(lang, shopId)),
  ]);
  await queryClient.prefetchInfiniteQuery(shopProductsQueryOptions(queryClient, lang, shopId, DEFAULT_SHOP_SORT));
};
