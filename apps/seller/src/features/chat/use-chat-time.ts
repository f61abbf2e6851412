import { localeOf } from '@shop/contract/languages';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMemo } from 'react';
import { sameDay } from './message-preview.ts';

/**
 * A conversation's time in the list, as chat apps show it: the hour today, the day and month this year, the whole
 * date before.
 */
export function useChatTime(): (iso: string) => string {
  const format = useFormat();
  const dayMonth = useMemo(
    () => new Intl.DateTimeFormat(localeOf(format.lang), { month: 'short', day: 'numeric' }),
    [format.lang],
  );
  return (iso) => {
    const at = new Date(iso);
    const now = new Date();
    if (Number.isNaN(at.getTime())) return iso;
    if (sameDay(at, now)) return format.time(iso);
    if (at.getFullYear() === now.getFullYear()) return dayMonth.format(at);
    return format.date(iso);
  };
}
