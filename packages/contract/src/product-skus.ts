/**
 * The SKU matrix of a product (docs/domain.md#catalogue-and-search): one SKU per combination of its specification values, each SKU named by
 * its option tuple (one value index per specification). Pure functions, used by the save schema (every
 * combination present exactly once), the server (matching SKUs across saves) and the product editor.
 */

/** Every option tuple of specifications with these value counts, in row-major order; `[[]]` without specs. */
export function skuCombinations(valueCounts: readonly number[]): number[][] {
  let combos: number[][] = [[]];
  for (const count of valueCounts) {
    combos = combos.flatMap((combo) => Array.from({ length: count }, (_, index) => [...combo, index]));
  }
  return combos;
}

/** A stable key of an option tuple ("0.2.1"), for maps and React keys. */
export function optionKey(options: readonly number[]): string {
  return options.join('.');
}

/** Most SKUs one product may have (3 dimensions of up to 20 values could make 8 000). */
export const MAX_SKUS = 200;
/** Most values one specification dimension may have. */
export const MAX_SPEC_VALUES = 20;
/** Most specification dimensions of one product. */
export const MAX_SPECS = 3;
/** Most pictures of one product. */
export const MAX_PRODUCT_IMAGES = 9;
/** At or below this many units left, a product counts as low in stock (seller center filter and dashboard). */
export const LOW_STOCK = 10;
