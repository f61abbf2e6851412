import { type LangCode, localeOf } from '@shop/contract/languages';

const dateTimeFormats = new Map<LangCode, Intl.DateTimeFormat>();

/** An API time (ISO) as date and time in the shopper's language, e.g. "21 Nov 2025, 14:05". */
export function formatDateTime(iso: string, lang: LangCode): string {
  let format = dateTimeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
