import { langOfTag } from '@shop/contract/language-tags';
import { DEFAULT_LANG, type LangCode, localeOf } from '@shop/contract/languages';
import { useTranslation } from 'react-i18next';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const money = (lang: LangCode) =>
  cached(`money:${lang}`, () => new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD' }));
const dateTime = (lang: LangCode, options: Intl.DateTimeFormatOptions, name: string) =>
  cached(`${name}:${lang}`, () => new Intl.DateTimeFormat(localeOf(lang), options));

/**
 * "12.50" from the API → "$12.50" in the language's number style (the platform's currency is the dollar). Only for
 * showing: the number never flows back into a request, so the float it passes through cannot corrupt an amount.
 */
export function formatMoney(amount: string | number, lang: LangCode): string {
  return money(lang).format(Number(amount));
}

function formatIso(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** An API time in the user's own time zone and language: "3 Mar 2026, 14:05", "2026年3月3日 14:05". */
export function formatDateTime(iso: string, lang: LangCode): string {
  return formatIso(iso, dateTime(lang, { dateStyle: 'medium', timeStyle: 'short' }, 'date-time'));
}

export function formatDate(iso: string, lang: LangCode): string {
  return formatIso(iso, dateTime(lang, { dateStyle: 'medium' }, 'date'));
}

/** A calendar day the server counts in UTC ("2026-03-01", a stats day) in the language: "Mar 1, 2026". */
export function formatDay(day: string, lang: LangCode): string {
  return formatIso(`${day}T00:00:00Z`, dateTime(lang, { dateStyle: 'medium', timeZone: 'UTC' }, 'day'));
}

export function formatTime(iso: string, lang: LangCode): string {
  return formatIso(iso, dateTime(lang, { timeStyle: 'short' }, 'time'));
}

export function formatNumber(value: number, lang: LangCode): string {
  return cached(`number:${lang}`, () => new Intl.NumberFormat(localeOf(lang))).format(value);
}

/** A rate the API sends as a decimal string ("0.055") as a percentage in the language: "5.5%". */
export function formatRate(rate: string, lang: LangCode): string {
  const value = Number(rate);
  if (rate.trim() === '' || !Number.isFinite(value)) return rate;
  return cached(
    `rate:${lang}`,
    () => new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }),
  ).format(value);
}

/** The formatters bound to the language on screen; components re-render with it when the user switches. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = langOfTag(i18n.language) ?? DEFAULT_LANG;
  return {
    lang,
    money: (amount: string | number) => formatMoney(amount, lang),
    dateTime: (iso: string) => formatDateTime(iso, lang),
    date: (iso: string) => formatDate(iso, lang),
    day: (day: string) => formatDay(day, lang),
    time: (iso: string) => formatTime(iso, lang),
    number: (value: number) => formatNumber(value, lang),
    rate: (rate: string) => formatRate(rate, lang),
  };
}
