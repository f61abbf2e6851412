const SECOND = 1000;
const DAY = 86_400;

export interface TimeLeft {
  /** Whole days, shown only beyond 24 hours. */
  days: number;
  /** The rest as "hh:mm:ss". */
  clock: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * What is left until `endsAt` (ms since the epoch) at `now`, never below zero: whole days beyond 24 hours, then
 * "hh:mm:ss". Seconds round down, so "00:00:00" shows only once the end has come.
 */
export function timeLeft(endsAt: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((endsAt - now) / SECOND));
  const days = total > DAY ? Math.floor(total / DAY) : 0;
  const rest = total - days * DAY;
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
