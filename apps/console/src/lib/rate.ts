import { formatRateBp, parseRateBp } from '@shop/contract/console-catalogue';
import { type LangCode, localeOf } from '@shop/contract/languages';

/**
 * Commission rates: the API speaks decimals ("0.05", at most 4 decimals), operators think in percent ("5 %", at
 * most 2 decimals). Both are converted through basis points as text, never through a float.
 */

const PERCENT_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "5.5" (percent) → "0.055"; undefined unless it is 0 to 100 with at most 2 decimals. */
export function rateFromPercent(text: string): string | undefined {
  const match = PERCENT_PATTERN.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp > 10_000 ? undefined : formatRateBp(bp);
}

/** "0.055" → "5.5" (percent, as typed); the text itself when it is no rate. */
export function percentFromRate(rate: string): string {
  const bp = parseRateBp(rate);
  if (bp === undefined) return rate;
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "0.055" → "5.5%" in the language's number style. */
export function formatRate(rate: string, lang: LangCode): string {
  const bp = parseRateBp(rate);
  if (bp === undefined) return rate;
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}
