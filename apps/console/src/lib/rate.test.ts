import { describe, expect, it } from 'vitest';
import { formatRate, percentFromRate, rateFromPercent } from './rate.ts';

describe('commission rates', () => {
  it('turns a typed percent into the decimal the API takes, exactly', () => {
    expect(rateFromPercent('5')).toBe('0.05');
    expect(rateFromPercent(' 5.5 ')).toBe('0.055');
    expect(rateFromPercent('12.34')).toBe('0.1234');
    expect(rateFromPercent('0')).toBe('0');
    expect(rateFromPercent('100')).toBe('1');
    expect(rateFromPercent('7%')).toBe('0.07');
    for (const wrong of ['', 'abc', '-1', '100.01', '101', '5.555', '1e2'])
      expect(rateFromPercent(wrong)).toBeUndefined();
  });

  it('shows a rate as a percent, to type and to read', () => {
    expect(percentFromRate('0.05')).toBe('5');
    expect(percentFromRate('0.055')).toBe('5.5');
    expect(percentFromRate('0.1234')).toBe('12.34');
    expect(percentFromRate('1')).toBe('100');
    expect(formatRate('0.055', 'en')).toBe('5.5%');
    expect(formatRate('0.05', 'zh-CN')).toBe('5%');
  });
});
