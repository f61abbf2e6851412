import type { StatsDto, StatsFiguresDto } from '@shop/contract/console-stats';
import { signedCents } from '../../lib/signed-amounts.ts';

export type SeriesKey = keyof StatsFiguresDto;

/** One figure of the sales: money (the API's decimal strings) or a count. */
export interface SalesSeries {
  key: SeriesKey;
  kind: 'money' | 'count';
  /** Its colour in the chart and on its card. */
  colour: string;
}

/** The figures in the order their cards show, money in first, then money out, then shoppers. */
export const SALES_SERIES: readonly SalesSeries[] = [
  { key: 'gmv', kind: 'money', colour: '#1677ff' },
  { key: 'paid_orders', kind: 'count', colour: '#13c2c2' },
  { key: 'refunded', kind: 'money', colour: '#fa541c' },
  { key: 'recharged', kind: 'money', colour: '#52c41a' },
  { key: 'withdrawn', kind: 'money', colour: '#722ed1' },
  { key: 'new_shoppers', kind: 'count', colour: '#faad14' },
];

export const DEFAULT_SERIES: SeriesKey = 'gmv';

/** The chart's plot, in pixels. */
export const PLOT_HEIGHT = 280;
/**
 * The plot with the line under it that reads out the pointed bar: what the chart's card holds once drawn, and so
 * what its spinner and its empty state hold too (the cards below do not move when the chart comes).
 */
export const CHART_BLOCK_HEIGHT = PLOT_HEIGHT + 30;

/** A series from the address (`?series=refunded`), or GMV for a missing or hand-edited value. */
export function seriesFrom(value: string | null): SalesSeries {
  return (
    SALES_SERIES.find((series) => series.key === value) ??
    (SALES_SERIES.find((series) => series.key === DEFAULT_SERIES) as SalesSeries)
  );
}

/** A figure as a plain number to plot: dollars for money ("12.50" → 12.5), the count itself otherwise. */
export function plotValue(value: string | number): number {
  return typeof value === 'number' ? value : signedCents(value) / 100;
}

/** What a chart draws: the days in order and the figure of each day (an empty day is 0, as the server sends it). */
export interface ChartData {
  days: string[];
  values: number[];
}

/** One series of the figures, day by day, oldest first. */
export function chartData(stats: StatsDto, key: SeriesKey): ChartData {
  const days = [...stats.days].sort((a, b) => a.date.localeCompare(b.date));
  return { days: days.map((day) => day.date), values: days.map((day) => plotValue(day[key])) };
}

/** Whether there is nothing to draw: every day is 0. */
export function isFlat({ values }: ChartData): boolean {
  return values.every((value) => value === 0);
}

/**
 * Where the day labels go under the bars: every day while they fit, else every 2nd, 3rd… day, always from the
 * first, so 30 days on a narrow card stay legible.
 */
export function labelIndexes(count: number, width: number, labelWidth = 68): number[] {
  const fit = Math.max(1, Math.floor(width / labelWidth));
  const step = Math.max(1, Math.ceil(count / fit));
  return Array.from({ length: Math.ceil(count / step) }, (_, index) => index * step);
}
