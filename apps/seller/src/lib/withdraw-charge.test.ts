import { serviceCharge } from '@shop/contract/rules/service-charge';
import { describe, expect, it } from 'vitest';
import { centsOf, quoteWithdrawal } from './withdraw-charge.ts';

const rule = { rate: 1.5, minCents: 100 };

describe('the withdrawal charge', () => {
  it('(the contract rule the quote uses) takes the rate of the amount, rounded half up, and at least the minimum', () => {
    expect(serviceCharge(100_000, rule)).toBe(1_500);
    expect(serviceCharge(10_030, rule)).toBe(150); // 150.45 → 150
    expect(serviceCharge(10_100, rule)).toBe(152); // 151.5 → 152
    expect(serviceCharge(1_000, rule)).toBe(100); // 15 is below the minimum
  });

  it('quotes the charge and the total of a typed amount against the balance and the minimum', () => {
    const info = { balanceCents: 10_100, minCents: 1_000, rule };
    expect(quoteWithdrawal('100', info)).toEqual({
      amount: 10_000,
      charge: 150,
      total: 10_150,
      aboveBalance: true,
      belowMinimum: false,
    });
    expect(quoteWithdrawal('5', info)).toMatchObject({ total: 600, aboveBalance: false, belowMinimum: true });
    expect(quoteWithdrawal('abc', info)).toBeUndefined();
    expect(quoteWithdrawal('0', info)).toBeUndefined();
  });

  it('reads the server’s amounts in cents', () => {
    expect(centsOf('12.50')).toBe(1_250);
    expect(centsOf('-3.05')).toBe(-305);
  });
});
