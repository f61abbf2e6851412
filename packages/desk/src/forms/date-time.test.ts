import { describe, expect, it } from 'vitest';
import { endsAfterStart, fromLocalInput, keptOrTyped, toLocalInput } from './date-time.ts';

/** What antd makes of a dependent rule: the rule object for a form whose fields hold `values`. */
async function refusal(values: Record<string, string>, end: string): Promise<string | undefined> {
  const rule = endsAfterStart(
    'starts_at',
    'The end must be after the start',
  )({ getFieldValue: (name) => values[name] });
  try {
    await rule.validator(undefined, end);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('datetime-local schedules', () => {
  it('round-trips a time through the input in the browser’s zone, to the minute', () => {
    const iso = new Date(2026, 2, 3, 14, 5).toISOString();
    expect(toLocalInput(iso)).toBe('2026-03-03T14:05');
    expect(fromLocalInput('2026-03-03T14:05')).toBe(iso);
  });

  it('reads an empty or half-typed input as no time, and a broken stored time as an empty input', () => {
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-03-03')).toBeUndefined();
    expect(toLocalInput('not a time')).toBe('');
  });

  it('sends a loaded time unchanged, seconds and all, until the input is changed', () => {
    const saved = new Date(2026, 2, 3, 14, 5, 42, 120).toISOString();
    expect(keptOrTyped('2026-03-03T14:05', saved)).toBe(saved);
    expect(keptOrTyped('2026-03-03T14:06', saved)).toBe(new Date(2026, 2, 3, 14, 6).toISOString());
    expect(keptOrTyped('2026-03-03T14:05')).toBe(new Date(2026, 2, 3, 14, 5).toISOString());
  });

  it('refuses an end at or before the start, and leaves an empty side to the required rule', async () => {
    const start = { starts_at: '2026-03-03T14:05' };
    expect(await refusal(start, '2026-03-03T14:05')).toBe('The end must be after the start');
    expect(await refusal(start, '2026-03-03T14:06')).toBeUndefined();
    expect(await refusal({ starts_at: '' }, '2026-03-01T00:00')).toBeUndefined();
    expect(await refusal(start, '')).toBeUndefined();
  });
});
