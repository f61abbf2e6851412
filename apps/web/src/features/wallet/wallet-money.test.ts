import { serviceCharge as oneRule } from '@shop/contract/rules/service-charge';
import { describe, expect, it } from 'vitest';
import { lastFour } from './card-top-up-page.tsx';
import { centsOf, maxWithdrawable, parseAmount, serviceCharge, toAmount, totalTaken } from './wallet-money.ts';

const RULE = { rate: 1.5, minCents: 100 };

describe('wallet money', () => {
  it("computes the service charge with the contract's one rule, the function the server uses", () => {
    expect(serviceCharge).toBe(oneRule);
  });

  it('reads typed amounts into cents and refuses anything else', () => {
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount(' 0.01 ')).toBe(1);
    expect(parseAmount('100')).toBe(10000);
    for (const bad of ['', '-1', '1.234', '1e2', '01', '.5', '1,5', 'abc', '1.'])
      expect(parseAmount(bad), bad).toBeUndefined();
    expect(centsOf('-704.99')).toBe(-70499);
    expect(toAmount(-70499)).toBe('-704.99');
    expect(toAmount(5)).toBe('0.05');
  });

  it('works out the service charge as the server does: max(minimum, amount × rate), half up to the cent', () => {
    expect(serviceCharge(5000, RULE)).toBe(100); // 0.75 → the minimum
    expect(serviceCharge(10000, RULE)).toBe(150);
    expect(serviceCharge(8030, RULE)).toBe(120); // 1.2045
    expect(serviceCharge(9950, RULE)).toBe(149); // 1.4925
    expect(serviceCharge(9970, RULE)).toBe(150); // 1.4955
    expect(serviceCharge(100_00, { rate: 0.1, minCents: 0 })).toBe(10);
    expect(serviceCharge(1, { rate: 50, minCents: 0 })).toBe(1); // 0.5 cent, half up
    // No float drift on large amounts.
    expect(serviceCharge(999_999_999_999_99, { rate: 1.5, minCents: 0 })).toBe(1_500_000_000_000);
  });

  it('finds the largest amount the balance covers with its charge', () => {
    expect(maxWithdrawable(10000, RULE)).toBe(9852);
    expect(totalTaken(9852, RULE)).toBeLessThanOrEqual(10000);
    expect(totalTaken(9853, RULE)).toBeGreaterThan(10000);
    // The minimum charge decides for small balances.
    expect(maxWithdrawable(150, RULE)).toBe(50);
    expect(maxWithdrawable(100, RULE)).toBe(0);
    expect(maxWithdrawable(0, RULE)).toBe(0);
    expect(maxWithdrawable(12345, { rate: 0, minCents: 0 })).toBe(12345);
  });

  it('keeps only four digits of a card: the last four of a pasted number, never a fifth typed one', () => {
    expect(lastFour('12a3', '')).toBe('123');
    expect(lastFour('12345', '1234')).toBe('1234');
    expect(lastFour('4111 1111 1111 4242', '')).toBe('4242');
  });
});
