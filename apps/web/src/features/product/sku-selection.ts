import type { SkuDto, SpecDto } from '@shop/contract/catalogue';

/**
 * The shopper's pick of a product's specification, one entry per dimension of `specs` (same order): the chosen
 * value's `index`, or null while that dimension is open. A SKU's `options` use the same value indexes.
 */
export type Choice = readonly (number | null)[];

/** Nothing chosen yet, except dimensions with a single value: there is nothing to decide there. */
export function initialChoice(specs: readonly SpecDto[], skus: readonly SkuDto[]): Choice {
  const open: Choice = specs.map(() => null);
  return specs.map((spec, dim) => {
    const only = spec.values.length === 1 ? spec.values[0] : undefined;
    return only && isValueSelectable(skus, open, dim, only.index) ? only.index : null;
  });
}

/** Whether a SKU agrees with every chosen value (open dimensions match anything); `skip` ignores one dimension. */
function matches(sku: SkuDto, choice: Choice, skip?: number): boolean {
  return choice.every((value, dim) => dim === skip || value === null || sku.options[dim] === value);
}

export function isComplete(choice: Choice): boolean {
  return choice.every((value) => value !== null);
}

/** The SKU of a full choice (in stock or not); undefined while any dimension is open. */
export function findSku(skus: readonly SkuDto[], choice: Choice): SkuDto | undefined {
  if (!isComplete(choice)) return undefined;
  return skus.find((sku) => sku.options.length === choice.length && matches(sku, choice));
}

/**
 * Whether value `value` of dimension `dim` can be picked: some SKU in stock has it together with the values
 * already chosen in the OTHER dimensions (its own dimension's current pick does not count, so a shopper can
 * switch from one colour to another directly).
 */
export function isValueSelectable(skus: readonly SkuDto[], choice: Choice, dim: number, value: number): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.options[dim] === value && matches(sku, choice, dim));
}

/** Tapping a value picks it; tapping the picked value again opens its dimension. */
export function toggleValue(choice: Choice, dim: number, value: number): Choice {
  return choice.map((current, d) => (d === dim ? (current === value ? null : value) : current));
}

export interface Displayed {
  /** The chosen SKU, when the choice is complete. */
  sku: SkuDto | undefined;
  /** A money string: the SKU's price, else the lowest price the choice can still lead to. */
  price: string;
  /** True when `price` is the lowest of several ("from $x"). */
  from: boolean;
  /** The SKU's stock, else the stock of every SKU the choice can still lead to. */
  stock: number;
}

/**
 * Price and stock to show for a choice. Complete: the SKU's own. Nothing chosen: the product's figures (its
 * lowest price, its total stock). Partly chosen: the lowest price and summed stock of the SKUs still possible,
 * preferring those in stock, so the figure narrows as the shopper picks.
 */
export function displayed(
  product: { price: string; stock: number },
  skus: readonly SkuDto[],
  choice: Choice,
): Displayed {
  const sku = findSku(skus, choice);
  if (sku) return { sku, price: sku.price, from: false, stock: sku.stock };
  const inStock = skus.filter((s) => s.stock > 0 && matches(s, choice));
  const priced = candidateSkus(skus, choice);
  if (choice.every((value) => value === null) || priced.length === 0) {
    const prices = new Set(skus.map((s) => Number(s.price)));
    return { sku: undefined, price: product.price, from: prices.size > 1, stock: product.stock };
  }
  const lowest = priced.reduce((low, s) => (Number(s.price) < Number(low.price) ? s : low));
  const from = priced.some((s) => Number(s.price) !== Number(lowest.price));
  return { sku: undefined, price: lowest.price, from, stock: inStock.reduce((sum, s) => sum + s.stock, 0) };
}

/** The SKUs a choice can still lead to: those in stock when there are any, else all of them. */
export function candidateSkus(skus: readonly SkuDto[], choice: Choice): SkuDto[] {
  const candidates = skus.filter((s) => matches(s, choice));
  const inStock = candidates.filter((s) => s.stock > 0);
  return inStock.length > 0 ? inStock : candidates;
}

/** The names of the dimensions still open ("Colour", "Size"), for "Select: Colour, Size". */
export function openDimensions(specs: readonly SpecDto[], choice: Choice): string[] {
  return specs.filter((_, dim) => (choice[dim] ?? null) === null).map((spec) => spec.name);
}

/** The names of the chosen values ("16 GB", "Grey"), in the order of the dimensions. */
export function chosenValues(specs: readonly SpecDto[], choice: Choice): string[] {
  return specs.flatMap((spec, dim) => spec.values.find((v) => v.index === choice[dim])?.name ?? []);
}

/** A quantity within 1 and the stock (1 when nothing is in stock: the buttons are disabled then anyway). */
export function clampQuantity(quantity: number, stock: number): number {
  return Math.max(1, Math.min(Math.floor(quantity) || 1, stock));
}
