import type { SessionDto } from '@shop/contract/account-security';
import { type LangCode, localeOf } from '@shop/contract/languages';
import { formatDateTime } from '../../lib/date-time.ts';

/** What kind of device a session's name suggests ("Safari · iPhone", "Chrome · Windows"): its icon. */
export type DeviceKind = 'phone' | 'desktop';

const MOBILE = /\b(Android|iPhone|iPad|iPod)\b|Mobile/;

/** Phones and tablets by their system; anything else (a computer, an API client, an unknown device) is a desktop. */
export function deviceKind(device: string): DeviceKind {
  return MOBILE.test(device) ? 'phone' : 'desktop';
}

/** This session first, then the others by when they were last used, latest first. */
export function orderSessions(list: readonly SessionDto[]): SessionDto[] {
  return [...list].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) || new Date(b.last_used_at).getTime() - new Date(a.last_used_at).getTime(),
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relativeFormats = new Map<LangCode, Intl.RelativeTimeFormat>();

function relative(lang: LangCode, value: number, unit: 'minute' | 'hour'): string {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format.format(value, unit);
}

/**
 * When a session was last used, in the shopper's language: null within the last minute (the caller says "now"),
 * then "5 minutes ago", "3 hours ago", and from a day on the local date and time (lib/date-time.ts). The server writes
 * the time at most once a minute, so finer is not meaningful; a time ahead of this device's clock counts as now.
 */
export function lastActive(iso: string, lang: LangCode, now = new Date()): string | null {
  const ago = now.getTime() - new Date(iso).getTime();
  if (ago < MINUTE) return null;
  if (ago < HOUR) return relative(lang, -Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative(lang, -Math.floor(ago / HOUR), 'hour');
  return formatDateTime(iso, lang);
}
