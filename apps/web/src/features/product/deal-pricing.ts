import type { ProductDetailDto } from '@shop/contract/catalogue';
import type { ProductPromotionsDto } from '@shop/contract/promotion';
import { shownCompareAt } from './compare-at.ts';
import { type Choice, candidateSkus, displayed } from './sku-selection.ts';

/** A SKU's running deal, as /api/promotion/product gives it. */
export type SkuDeal = ProductPromotionsDto['deals'][number];

/** The deals a shopper can still buy at, by SKU: one whose units are all sold leaves its SKU at its price. */
export function dealsBySku(deals: readonly SkuDeal[] | undefined): ReadonlyMap<number, SkuDeal> {
  return new Map((deals ?? []).filter((deal) => deal.left > 0).map((deal) => [deal.sku_id, deal]));
}

export interface PriceView {
  price: string;
  /** The lowest of several prices ("from $x"). */
  from: boolean;
  /** The crossed-out price beside it: at a deal, the deal's "was" price. */
  compareAt: string | null;
  /** The deal the price is, when it is one. */
  deal: SkuDeal | undefined;
}

/**
 * The price the product page shows for a choice. Without a deal in play, the SKU's (or the lowest the choice can
 * lead to) with its compare-at. With deals: the chosen SKU at its deal price, or before the choice is complete the
 * SKU the choice can lead to that costs least, deal prices counted, with that SKU's deal when it has one.
 */
export function priceView(product: ProductDetailDto, choice: Choice, deals: ReadonlyMap<number, SkuDeal>): PriceView {
  const shown = displayed(product, product.skus, choice);
  const normal: PriceView = {
    price: shown.price,
    from: shown.from,
    compareAt: shownCompareAt(product.skus, shown),
    deal: undefined,
  };
  if (deals.size === 0) return normal;
  const candidates = shown.sku ? [shown.sku] : candidateSkus(product.skus, choice);
  const cost = (sku: { id: number; price: string }) => Number(deals.get(sku.id)?.price ?? sku.price);
  const cheapest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (low, sku) => (low === undefined || cost(sku) < cost(low) ? sku : low),
    undefined,
  );
  const deal = cheapest && deals.get(cheapest.id);
  if (!cheapest || !deal) return normal;
  return {
    price: deal.price,
    from: candidates.some((sku) => cost(sku) !== cost(cheapest)),
    compareAt: deal.was_price,
    deal,
  };
}
