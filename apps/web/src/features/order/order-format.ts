import { centsOfAnswer } from '@shop/contract/rules/money-text';

/** Milliseconds left until an ISO deadline, never below zero. */
export function msUntil(iso: string, now: number): number {
  return Math.max(0, new Date(iso).getTime() - now);
}

/** A countdown as "mm:ss", or "h:mm:ss" beyond an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/**
 * "12.50" → 1250. Only to compare two amounts the server sent (balance against total before asking for the
 * code); never to compute one. The contract's zod-free money rule (rules/money-text.ts).
 */
export const centsOf = centsOfAnswer;
