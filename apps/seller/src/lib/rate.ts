import { type LangCode, localeOf } from '@shop/contract/languages';

/** A rate the server sends as a decimal string ("0.055") as a percentage in the seller's language ("5.5%"). */
export function formatRate(rate: string, lang: LangCode): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(value);
}
