import { describe, expect, it } from 'vitest';
import { describePriceRange, priceToCents, readPriceRange, validatePriceRange } from './price-range.ts';

describe('priceToCents', () => {
  it.each([
    ['0', 0],
    ['12', 1200],
    ['12.5', 1250],
    ['12.05', 1205],
    [' 7.99 ', 799],
  ])('reads %j as %i cents', (text, cents) => expect(priceToCents(text)).toBe(cents));

  it.each(['', '-1', '1.234', '01', '1,5', '1e3', 'abc', '.5', '5.'])('refuses %j', (text) =>
    expect(priceToCents(text)).toBeUndefined(),
  );
});

describe('validatePriceRange', () => {
  it('accepts two empty boxes as no filter', () => {
    expect(validatePriceRange('', '  ')).toEqual({ ok: true, range: { min: undefined, max: undefined } });
  });

  it('accepts one bound alone, trimmed', () => {
    expect(validatePriceRange(' 10 ', '')).toEqual({ ok: true, range: { min: '10', max: undefined } });
    expect(validatePriceRange('', '49.99')).toEqual({ ok: true, range: { min: undefined, max: '49.99' } });
  });

  it('accepts equal bounds and compares as money, not as text', () => {
    expect(validatePriceRange('5', '5.00').ok).toBe(true);
    expect(validatePriceRange('9', '10').ok).toBe(true);
  });

  it('names the box with a malformed price', () => {
    expect(validatePriceRange('-3', '10')).toEqual({ ok: false, field: 'min', error: 'invalid' });
    expect(validatePriceRange('3', '10.999')).toEqual({ ok: false, field: 'max', error: 'invalid' });
  });

  it('refuses a lowest price above the highest', () => {
    expect(validatePriceRange('50', '10')).toEqual({ ok: false, field: 'max', error: 'order' });
  });
});

describe('readPriceRange', () => {
  const read = (query: string) => readPriceRange(new URLSearchParams(query));

  it('reads both bounds', () => expect(read('min_price=10&max_price=50')).toEqual({ min: '10', max: '50' }));
  it('drops a malformed bound and keeps the other', () =>
    expect(read('min_price=abc&max_price=50')).toEqual({ max: '50' }));
  it('keeps only the lowest price of a reversed pair', () =>
    expect(read('min_price=50&max_price=10')).toEqual({ min: '50' }));
  it('is empty without bounds', () => expect(read('')).toEqual({}));
});

describe('describePriceRange', () => {
  const dollars = (amount: string) => `$${amount}`;
  it('shows both bounds, one bound or nothing', () => {
    expect(describePriceRange({ min: '10', max: '50' }, dollars)).toBe('$10 – $50');
    expect(describePriceRange({ min: '10' }, dollars)).toBe('≥ $10');
    expect(describePriceRange({ max: '50' }, dollars)).toBe('≤ $50');
    expect(describePriceRange({}, dollars)).toBeUndefined();
  });
});
