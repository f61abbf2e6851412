import { localeOf } from '@shop/contract/languages';
import { formatDay, formatMoney, formatNumber, useFormat } from '@shop/desk/i18n/format.ts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ChartData, labelIndexes, PLOT_HEIGHT, type SalesSeries } from './sales-series.ts';

/*
 * uPlot 1.6 (MIT, maintained): its own lazily loaded chunk of 51 kB minified, 22.2 kB gzip (plus 0.7 kB of CSS) in
 * the console's build; the pages that do not chart load nothing more. Measured with the same Vite build: Chart.js 4
 * drawing these bars is 151 kB / 52 kB gzip tree-shaken (205 kB / 70 kB as chart.js/auto), and recharts 3 adds about
 * 420 kB / 120 kB gzip on top of React. The console needs bars by day and a readout on hover, which uPlot draws on a
 * canvas. This module is loaded with React.lazy, and vite.config.ts keeps the library out of the vendor chunk.
 */

interface Props {
  data: ChartData;
  series: SalesSeries;
  /** The series' name, for the readout under the chart. */
  label: string;
  /** The readout's name of the x value ("Day"). */
  dayLabel: string;
}

/** One figure by UTC day as bars, with the day and its value read out under the chart on hover. */
export default function SalesChart({ data, series, label, dayLabel }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const { lang } = useFormat();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const locale = localeOf(lang);
    const compact = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
      ...(series.kind === 'money' ? { style: 'currency', currency: 'USD' } : {}),
    });
    const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const dayAt = (index: number) => data.days[index];
    const full = (value: number) => (series.kind === 'money' ? formatMoney(value, lang) : formatNumber(value, lang));
    const xs = data.days.map((_, index) => index);
    const last = xs.length - 1;

    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: PLOT_HEIGHT,
        // The x values are the days' positions: one bar per day, evenly spaced, labelled with its date.
        scales: {
          x: { time: false, range: [-0.5, Math.max(xs.length, 1) - 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: '#8c8c8c',
            grid: { show: false },
            ticks: { show: false },
            splits: (u) => labelIndexes(xs.length, u.bbox.width / uPlot.pxRatio),
            values: (_u, splits) =>
              splits.map((index) => {
                const day = dayAt(index);
                return day ? shortDay.format(new Date(`${day}T00:00:00Z`)) : '';
              }),
          },
          {
            stroke: '#8c8c8c',
            size: 72,
            ticks: { show: false },
            grid: { stroke: 'rgba(5, 5, 5, 0.06)', width: 1 },
            values: (_u, splits) => splits.map((value) => compact.format(value)),
          },
        ],
        series: [
          {
            label: dayLabel,
            // Away from the bars the readout shows the last day, so it is never a row of dashes.
            value: (_u, index) => {
              const day = dayAt(index ?? last);
              return day ? formatDay(day, lang) : '–';
            },
          },
          {
            label,
            stroke: series.colour,
            fill: `${series.colour}d9`,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            value: (_u, value, _series, index) => {
              const shown = value ?? data.values[index ?? last];
              return shown === undefined || shown === null ? '–' : full(shown);
            },
          },
        ],
        // A vertical guide only: the bar's value is read out under the chart, a horizontal line would add nothing.
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
      },
      [xs, data.values],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: PLOT_HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, series, label, dayLabel, lang]);

  return <div ref={container} data-testid="sales-chart" style={{ width: '100%' }} />;
}
