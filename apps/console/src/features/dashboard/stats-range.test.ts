import { describe, expect, it } from 'vitest';
import { presetFrom, rangeOf, utcDay } from './stats-range.ts';

describe('sales periods', () => {
  it('ends every period on the UTC day of now, both ends counted', () => {
    const now = new Date('2026-03-07T23:30:00Z');
    expect(rangeOf('today', now)).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(rangeOf('7d', now)).toEqual({ from: '2026-03-01', to: '2026-03-07' });
    expect(rangeOf('30d', now)).toEqual({ from: '2026-02-06', to: '2026-03-07' });
  });

  it('counts days in UTC whatever the local clock says, across month and year ends', () => {
    // 20:00 in New York on 31 December is already 1 January in UTC.
    expect(utcDay(new Date('2026-12-31T20:00:00-05:00'))).toBe('2027-01-01');
    expect(rangeOf('7d', new Date('2027-01-03T00:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    // 2028 is a leap year: 29 days of February and 1 March make 30.
    expect(rangeOf('30d', new Date('2028-03-01T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });

  it('reads the period from the address, falling back to 7 days', () => {
    expect(presetFrom('30d')).toBe('30d');
    expect(presetFrom('today')).toBe('today');
    expect(presetFrom(null)).toBe('7d');
    expect(presetFrom('90d')).toBe('7d');
  });
});
