import type { BulkRefusal } from '@shop/contract/product-bulk';
import { MAX_PRICE_CENTS, MIN_PRICE_CENTS, priceChangedBy } from '@shop/contract/rules/price-change';

/**
 * The prices of a bulk price change, decided without the database (docs/domain.md#bulk-product-edits): each live SKU
 * gets old × (1 + percent / 100) half up to the cent; a product is changed whole or not at all, so one SKU that
 * cannot take its new price leaves the whole product as it is, and every such SKU is named.
 */

export interface PricedSku {
  id: number;
  product_id: number;
  price: number;
  compare_at_price: number | null;
}

export interface SkuRefusal {
  skuId: number;
  reason: Exclude<BulkRefusal, 'BULK_PRODUCT_NOT_FOUND'>;
  /** The price the SKU would have had. */
  price: number;
  /** What it ran into: the compare-at price, the deal price, or the bound it left. */
  limit: number;
}

export interface ProductPrices {
  prices: { id: number; price: number }[];
  refusals: SkuRefusal[];
}

/**
 * Why a SKU cannot take `price`, if it cannot: outside a cent … the largest amount, not below its compare-at price
 * (the editor's rule), or not above the price of a deal that runs or will run (a deal's own rule, from the deal's side).
 */
export function refusalOf(
  sku: PricedSku,
  price: number,
  dealFloor: number | undefined,
): Omit<SkuRefusal, 'skuId' | 'price'> | undefined {
  if (price < MIN_PRICE_CENTS) return { reason: 'BULK_PRICE_OUT_OF_RANGE', limit: MIN_PRICE_CENTS };
  if (price > MAX_PRICE_CENTS) return { reason: 'BULK_PRICE_OUT_OF_RANGE', limit: MAX_PRICE_CENTS };
  const compareAt = sku.compare_at_price === null ? null : Number(sku.compare_at_price);
  if (compareAt !== null && price >= compareAt) return { reason: 'BULK_PRICE_NOT_BELOW_COMPARE_AT', limit: compareAt };
  if (dealFloor !== undefined && price <= dealFloor) return { reason: 'BULK_PRICE_NOT_ABOVE_DEAL', limit: dealFloor };
  return undefined;
}

/** Per product: the new price of each of its SKUs, or why some of them cannot take it. */
export function planPrices(
  skus: PricedSku[],
  basisPoints: number,
  dealFloors: ReadonlyMap<number, number>,
): Map<number, ProductPrices> {
  const plans = new Map<number, ProductPrices>();
  for (const sku of skus) {
    const plan = plans.get(sku.product_id) ?? { prices: [], refusals: [] };
    plans.set(sku.product_id, plan);
    const price = priceChangedBy(Number(sku.price), basisPoints);
    const refusal = refusalOf(sku, price, dealFloors.get(sku.id));
    if (refusal) plan.refusals.push({ skuId: sku.id, price, ...refusal });
    else plan.prices.push({ id: sku.id, price });
  }
  return plans;
}
