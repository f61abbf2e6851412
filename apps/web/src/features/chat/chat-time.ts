import { type LangCode, localeOf } from '@shop/contract/languages';

type Kind = 'time' | 'day' | 'date' | 'dayTime' | 'dateTime';

const OPTIONS: Record<Kind, Intl.DateTimeFormatOptions> = {
  time: { hour: 'numeric', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  date: { dateStyle: 'medium' },
  dayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: LangCode, kind: Kind, at: Date): string {
  const key = `${lang}:${kind}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(localeOf(lang), OPTIONS[kind]);
    formats.set(key, found);
  }
  return found.format(at);
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * When a conversation last moved, as short as a list of chats shows it: the time today ("2:05 PM"), the day this year
 * ("Nov 21"), the date before ("Nov 21, 2024"). In the shopper's own time zone and language.
 */
export function chatTime(iso: string, lang: LangCode, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return format(lang, 'time', at);
  return format(lang, at.getFullYear() === now.getFullYear() ? 'day' : 'date', at);
}

/** Above a stretch of messages: the time today, with the day before ("Nov 21, 2:05 PM"), with the year before that. */
export function stretchTime(iso: string, lang: LangCode, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return format(lang, 'time', at);
  return format(lang, at.getFullYear() === now.getFullYear() ? 'dayTime' : 'dateTime', at);
}

/** The pause after which the conversation shows the time again, above the next message. */
export const STRETCH_GAP_MS = 5 * 60_000;

/** Whether a message starts a new stretch of the conversation: the first, or the first after a pause. */
export function startsStretch(previousIso: string | undefined, iso: string): boolean {
  if (previousIso === undefined) return true;
  return new Date(iso).getTime() - new Date(previousIso).getTime() >= STRETCH_GAP_MS;
}
