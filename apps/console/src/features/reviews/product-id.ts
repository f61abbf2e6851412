import { consoleReviewListQuery } from '@shop/contract/review';

/** A product id as typed into the filter (digits only), or undefined when it is not one the contract accepts. */
export function productIdFrom(raw: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(raw)) return undefined;
  const result = consoleReviewListQuery.shape.product_id.safeParse(raw.trim());
  return result.success ? result.data : undefined;
}
