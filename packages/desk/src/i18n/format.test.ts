import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatMoney, formatNumber } from './format.ts';

describe('formatting by language', () => {
  it('shows money in dollars in each language’s number style', () => {
    expect(formatMoney('1234.5', 'en')).toBe('$1,234.50');
    expect(formatMoney('25.50', 'zh-CN')).toBe('US$25.50');
    expect(formatMoney(-3, 'en')).toBe('-$3.00');
  });

  it('shows times in the language, and a broken time as it came', () => {
    const iso = '2026-03-01T10:00:00.000Z';
    expect(formatDateTime(iso, 'en')).toMatch(/Mar 1, 2026/);
    expect(formatDateTime(iso, 'zh-CN')).toMatch(/2026年3月1日/);
    expect(formatDate(iso, 'ri')).toMatch(/2026\/03\/01|2026年3月1日/);
    expect(formatDateTime('not a time', 'en')).toBe('not a time');
    // A UTC calendar day stays that day in every time zone.
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatDay('2026-03-01', 'zh-CN')).toBe('2026年3月1日');
  });

  it('groups numbers by the language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });
});
