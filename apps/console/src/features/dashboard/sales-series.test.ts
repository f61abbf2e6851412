import type { StatsDto } from '@shop/contract/console-stats';
import { describe, expect, it } from 'vitest';
import { chartData, isFlat, labelIndexes, plotValue, seriesFrom } from './sales-series.ts';

const zero = { gmv: '0.00', paid_orders: 0, refunded: '0.00', recharged: '0.00', withdrawn: '0.00', new_shoppers: 0 };

const stats: StatsDto = {
  // The server sends days oldest first; the chart must not rely on it.
  days: [
    { ...zero, date: '2026-03-03', gmv: '1200.05', paid_orders: 3 },
    { ...zero, date: '2026-03-01', gmv: '34.45', paid_orders: 1, new_shoppers: 2 },
    { ...zero, date: '2026-03-02' },
  ],
  totals: { ...zero, gmv: '1234.50', paid_orders: 4, new_shoppers: 2 },
};

describe('sales series', () => {
  it('draws one value per day, oldest first, money in dollars and counts as they are', () => {
    expect(chartData(stats, 'gmv')).toEqual({
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      values: [34.45, 0, 1200.05],
    });
    expect(chartData(stats, 'paid_orders').values).toEqual([1, 0, 3]);
    expect(chartData(stats, 'new_shoppers').values).toEqual([2, 0, 0]);
  });

  it('reads the API money strings exactly, without float parsing of the text', () => {
    expect(plotValue('0.10')).toBe(0.1);
    expect(plotValue('1234567.89')).toBe(1234567.89);
    expect(plotValue(7)).toBe(7);
  });

  it('knows when a series has nothing to draw', () => {
    expect(isFlat(chartData(stats, 'refunded'))).toBe(true);
    expect(isFlat(chartData(stats, 'gmv'))).toBe(false);
  });

  it('picks the charted series from the address, GMV by default', () => {
    expect(seriesFrom('refunded')).toMatchObject({ key: 'refunded', kind: 'money' });
    expect(seriesFrom('paid_orders')).toMatchObject({ key: 'paid_orders', kind: 'count' });
    expect(seriesFrom(null).key).toBe('gmv');
    expect(seriesFrom('balance').key).toBe('gmv');
  });

  it('labels every day while the labels fit, else every n-th day from the first', () => {
    expect(labelIndexes(7, 800)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndexes(30, 800)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    expect(labelIndexes(30, 100)).toEqual([0]);
    expect(labelIndexes(1, 10)).toEqual([0]);
  });
});
