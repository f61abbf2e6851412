import type { SkuDto } from '@shop/contract/catalogue';

/**
 * The compare-at price that goes with the price the product page shows: the chosen SKU's, else that of a SKU
 * selling at the shown price (the cheapest, for "from $x"), never one belonging to another price.
 */
export function shownCompareAt(
  skus: readonly Pick<SkuDto, 'price' | 'compare_at_price'>[],
  shown: { sku?: Pick<SkuDto, 'compare_at_price'>; price: string },
): string | null {
  if (shown.sku) return shown.sku.compare_at_price;
  const atPrice = skus.filter((sku) => Number(sku.price) === Number(shown.price) && sku.compare_at_price !== null);
  if (atPrice.length === 0) return null;
  // Of several SKUs at that price, the smallest "was" price: the claim the product page can always back.
  return atPrice.reduce((low, sku) => (Number(sku.compare_at_price) < Number(low.compare_at_price) ? sku : low))
    .compare_at_price;
}
