import { type LangCode, localeOf } from '@shop/contract/languages';

/**
 * The shop header's figures in the shopper's own number style. Large counts are shortened the way each
 * language does it (41,970 → "42K" in English, "4.2万" in Chinese, "4.2만" in Korean), so five figures fit one row
 * of a phone screen.
 */
const compactFormatters = new Map<LangCode, Intl.NumberFormat>();
const percentFormatters = new Map<LangCode, Intl.NumberFormat>();
const integerFormatters = new Map<LangCode, Intl.NumberFormat>();

function cached(map: Map<LangCode, Intl.NumberFormat>, lang: LangCode, options: Intl.NumberFormatOptions) {
  let formatter = map.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), options);
    map.set(lang, formatter);
  }
  return formatter;
}

/** A count shortened past 10,000 (below that the full number is short enough and more telling). */
export function formatCount(value: number, lang: LangCode): string {
  if (Math.abs(value) < 10_000) return cached(integerFormatters, lang, { maximumFractionDigits: 0 }).format(value);
  return cached(compactFormatters, lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** The favorable rate arrives as a percentage (90.6); shown with at most one decimal. */
export function formatRate(rate: number, lang: LangCode): string {
  return cached(percentFormatters, lang, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100);
}
