import { toLocalInput } from '@shop/desk/forms/date-time.ts';

const HOUR = 3_600_000;

/**
 * The window a new voucher or deal opens with, as datetime-local values: from the next full hour (a start already
 * past would be refused as soon as it is saved late) for `days` days.
 */
export function defaultWindow(days: number, now = Date.now()): { starts_at: string; ends_at: string } {
  const start = Math.ceil(now / HOUR) * HOUR;
  return {
    starts_at: toLocalInput(new Date(start).toISOString()),
    ends_at: toLocalInput(new Date(start + days * 24 * HOUR).toISOString()),
  };
}
