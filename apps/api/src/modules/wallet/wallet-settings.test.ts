import { serviceCharge as oneRule } from '@shop/contract/rules/service-charge';
import { describe, expect, it } from 'vitest';
import { serviceCharge } from './wallet-settings.ts';

describe('the withdrawal service charge on the server', () => {
  it("is the contract's one rule: the same charge the shopper app and the seller center show", () => {
    const settings = { withdraw_fee_rate: 1.5, withdraw_fee_min: 100 };
    for (const amount of [1, 999, 5_000, 10_030, 10_050, 10_100, 123_456_789, 99_999_999_999_999]) {
      expect(serviceCharge(settings, amount), String(amount)).toBe(oneRule(amount, { rate: 1.5, minCents: 100 }));
    }
    // 99 999 999 999 999 × 1.5 % is 1 499 999 999 999.985, rounded half up.
    expect(serviceCharge({ withdraw_fee_rate: 1.5, withdraw_fee_min: 0 }, 99_999_999_999_999)).toBe(1_500_000_000_000);
  });
});
