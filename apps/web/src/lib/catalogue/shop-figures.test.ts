import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './shop-figures.ts';

describe('the shop header figures', () => {
  it('keeps counts below ten thousand whole, with the language grouping', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(23, 'en')).toBe('23');
    expect(formatCount(9999, 'en')).toBe('9,999');
  });

  it('shortens large counts the way each language does', () => {
    expect(formatCount(41_970, 'en')).toBe('42K');
    expect(formatCount(546_875, 'en')).toBe('546.9K');
    expect(formatCount(41_970, 'zh-CN')).toBe('4.2万');
    expect(formatCount(41_970, 'ri')).toBe('4.2万');
    expect(formatCount(41_970, 'han')).toBe('4.2만');
  });

  it('shows the favorable rate as a percentage with at most one decimal', () => {
    expect(formatRate(90.6, 'en')).toBe('90.6%');
    expect(formatRate(100, 'en')).toBe('100%');
    expect(formatRate(87.25, 'zh-CN')).toMatch(/^87\.[23]%$/);
  });
});
