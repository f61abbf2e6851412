import { type LangCode, localeOf } from '@shop/contract/languages';

const formatters = new Map<LangCode, Intl.NumberFormat>();

/** "12.50" → "$12.50" in the language's own number style (the currency is the dollar: docs/domain.md#money). */
export function formatMoney(amount: string | number, lang: LangCode): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf(lang), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(lang, formatter);
  }
  return formatter.format(Number(amount));
}
