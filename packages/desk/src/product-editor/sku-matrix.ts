import { skuCombinations } from '@shop/contract/product-skus';

/**
 * The SKU matrix while a product is edited. The contract names a SKU by its option tuple (value indexes), but an
 * index moves when a value before it is removed or the values are reordered; so the editor names every
 * specification and value by a stable local id, keeps each row's combination as ids, and turns ids into indexes
 * only when it builds the request.
 */

/** A specification as the matrix sees it: its id and its values' ids, in the order shown. */
export interface SpecShape {
  id: string;
  values: readonly { id: string }[];
}

/** One SKU row of the editor. */
export interface SkuRow {
  /** The combination: specification id → value id. */
  options: Record<string, string>;
  /** Money as typed ("12.50"). */
  price: string;
  /** Empty: no compare-at price. */
  compare_at_price: string;
  /** Null while the field is cleared. */
  stock: number | null;
  /** The stock the editor loaded for this SKU; undefined for a combination added while editing. */
  loaded_stock?: number;
  /** The option tuple (optionKey of value indexes) the SKU had when loaded: the server knows the SKU by it. */
  origin?: string;
  /** This SKU's own weight in grams; null or undefined: the product's weight applies. */
  weight_g?: number | null;
}

/** The columns "fill column" can set, with the type each holds. */
export type FillableColumn = 'price' | 'compare_at_price' | 'stock';

/** Every combination of the specifications as ids, in the contract's row-major order (one empty one without specs). */
export function combinationsOf(specs: readonly SpecShape[]): Record<string, string>[] {
  return skuCombinations(specs.map((spec) => spec.values.length)).map((tuple) =>
    Object.fromEntries(specs.map((spec, d) => [spec.id, spec.values[tuple[d] ?? 0]?.id ?? ''])),
  );
}

/** A row for a combination that did not exist when the editor loaded. */
export function emptySkuRow(options: Record<string, string>): SkuRow {
  return { options, price: '', compare_at_price: '', stock: 0 };
}

/**
 * Where a row lands among the current specifications: its own value in each specification it knows, the first
 * value in a specification added since (its rows become that value's), nothing of a removed specification.
 */
function landingKey(specs: readonly SpecShape[], options: Record<string, string>): string {
  return specs.map((spec) => options[spec.id] ?? spec.values[0]?.id ?? '').join('|');
}

/**
 * One row per combination of `specs`, in order. A combination that already has a row keeps its price, compare-at
 * price, stock and loaded stock; a new one starts empty. A removed value's rows go; after a specification is
 * removed, each remaining combination keeps the first of the rows that merge into it (its first value's).
 */
export function reconcileSkus(specs: readonly SpecShape[], rows: readonly SkuRow[]): SkuRow[] {
  const byKey = new Map<string, SkuRow>();
  for (const row of rows) {
    const key = landingKey(specs, row.options);
    if (!byKey.has(key)) byKey.set(key, row);
  }
  return combinationsOf(specs).map((options) => {
    const kept = byKey.get(landingKey(specs, options));
    return kept ? { ...kept, options } : emptySkuRow(options);
  });
}

/** Every row with `column` set to `value` ("fill column"). */
export function fillColumn<C extends FillableColumn>(rows: readonly SkuRow[], column: C, value: SkuRow[C]): SkuRow[] {
  return rows.map((row) => ({ ...row, [column]: value }));
}
