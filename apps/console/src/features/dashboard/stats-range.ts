/** The periods the sales figures offer, each ending today (UTC, as the server counts days). */
export const RANGE_PRESETS = ['today', '7d', '30d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const DEFAULT_RANGE: RangePreset = '7d';

const DAYS: Record<RangePreset, number> = { today: 1, '7d': 7, '30d': 30 };
const DAY_MS = 86_400_000;

/** A range of UTC days, both ends included, as /api/console/stats takes it. */
export interface DayRange {
  from: string;
  to: string;
}

/** The UTC calendar day of a moment: "2026-03-07" (late on 6 March in New York is already the 7th). */
export function utcDay(time: Date): string {
  return time.toISOString().slice(0, 10);
}

/** The days of a preset, ending on today's UTC day: "7d" on 2026-03-07 is 2026-03-01 to 2026-03-07. */
export function rangeOf(preset: RangePreset, now: Date = new Date()): DayRange {
  const from = new Date(now.getTime() - (DAYS[preset] - 1) * DAY_MS);
  return { from: utcDay(from), to: utcDay(now) };
}

/** A preset from the address (`?range=30d`), or the default for a missing or hand-edited value. */
export function presetFrom(value: string | null): RangePreset {
  return RANGE_PRESETS.find((preset) => preset === value) ?? DEFAULT_RANGE;
}
