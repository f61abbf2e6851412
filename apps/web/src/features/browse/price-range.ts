/**
 * The price filter of /products: what the shopper typed in the two boxes, checked before it goes into the URL
 * and to goods/list. The API's rule (contract money.ts: a plain non-negative decimal with at most two places,
 * lowest ≤ highest) is repeated here rather than imported: the contract's money module pulls zod into the bundle.
 */
const PRICE_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;

export interface PriceRange {
  min?: string;
  max?: string;
}

/** A key of browse:priceRange.errors. */
export type PriceRangeError = 'invalid' | 'order';

export type PriceRangeResult =
  | { ok: true; range: PriceRange }
  | { ok: false; field: 'min' | 'max'; error: PriceRangeError };

/** "12.5" → 1250 cents; undefined for anything but a plain non-negative decimal with at most two places. */
export function priceToCents(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An empty box means "no bound"; a leading zero like "05" or a comma is refused, as the API refuses it. */
export function validatePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = minText.trim();
  const max = maxText.trim();
  const minCents = min ? priceToCents(min) : undefined;
  const maxCents = max ? priceToCents(max) : undefined;
  if (min && minCents === undefined) return { ok: false, field: 'min', error: 'invalid' };
  if (max && maxCents === undefined) return { ok: false, field: 'max', error: 'invalid' };
  if (minCents !== undefined && maxCents !== undefined && minCents > maxCents)
    return { ok: false, field: 'max', error: 'order' };
  return { ok: true, range: { min: min || undefined, max: max || undefined } };
}

/**
 * The range in the URL (?min_price=&max_price=): a hand-edited or stale link must not break the listing, so a bad
 * bound is dropped, and a reversed pair keeps only the lowest price.
 */
export function readPriceRange(params: URLSearchParams): PriceRange {
  const bound = (name: string) => {
    const text = params.get(name)?.trim() ?? '';
    return priceToCents(text) === undefined ? undefined : text;
  };
  const min = bound('min_price');
  const max = bound('max_price');
  if (min !== undefined && max !== undefined && (priceToCents(min) ?? 0) > (priceToCents(max) ?? 0)) return { min };
  return { min, max };
}

/** What the filter button shows when a range is set: "$10 – $50", "≥ $10", "≤ $50". */
export function describePriceRange(range: PriceRange, format: (amount: string) => string): string | undefined {
  if (range.min && range.max) return `${format(range.min)} – ${format(range.max)}`;
  if (range.min) return `≥ ${format(range.min)}`;
  if (range.max) return `≤ ${format(range.max)}`;
  return undefined;
}
