import { describe, expect, it } from 'vitest';
import { payPassword } from '../validation.ts';
import { extractBody } from '../wallet.ts';
import { cardNumberTyping, isBankCardNumber } from './bank-card.ts';
import { centsOfAnswer, formatCents, parseCents } from './money-text.ts';
import { digitsOnly, isPayCode, PAY_CODE_MAX_LENGTH } from './payment-code.ts';
import { isResetCode } from './reset-code.ts';

describe('the payment code rule', () => {
  it('takes 6 to 12 digits and nothing else, as the schema does', () => {
    for (const good of ['123456', '000000', '123456789012']) {
      expect(isPayCode(good), good).toBe(true);
      expect(payPassword.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['12345', '1234567890123', '12345a', ' 123456', '', undefined, 123456]) {
      expect(isPayCode(bad), String(bad)).toBe(false);
      expect(payPassword.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(PAY_CODE_MAX_LENGTH).toBe(12);
    expect(digitsOnly('12 34-56')).toBe('123456');
  });

  it('takes a reset code of exactly 6 digits, spaces around it ignored', () => {
    expect(isResetCode('123456')).toBe(true);
    expect(isResetCode(' 123456 ')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', undefined]) expect(isResetCode(bad), String(bad)).toBe(false);
  });
});

describe('money as text', () => {
  it('reads plain decimals with at most two places into cents and writes cents back', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents(' 0.01 ')).toBe(1);
    expect(parseCents(12.5)).toBe(1250);
    for (const bad of ['', '-1', '1.234', '1e2', '01', '.5', '1,5', '1.']) expect(parseCents(bad), bad).toBeUndefined();
    expect(formatCents(-70499)).toBe('-704.99');
    expect(formatCents(5)).toBe('0.05');
  });

  it("reads the server's amounts with their sign, and nothing else", () => {
    expect(centsOfAnswer('-704.99')).toBe(-70499);
    expect(centsOfAnswer('12.50')).toBe(1250);
    expect(centsOfAnswer('0.00')).toBe(0);
    expect(centsOfAnswer('abc')).toBe(0);
  });
});

describe('the bank card number rule', () => {
  it('takes digits with spaces between them, as the withdrawal schema does', () => {
    const body = (bank_card_no: string) =>
      extractBody.safeParse({ type: 'bank', amount: '10', pay_password: '123456', bank_card_no, bank_name: 'B' });
    for (const good of ['6222 0000 1111 2222', '123456789', ' 622200001 ']) {
      expect(isBankCardNumber(good), good).toBe(true);
      expect(body(good).success, good).toBe(true);
    }
    for (const bad of ['12345678', '6222-0000', ' 6222 ', '']) {
      expect(isBankCardNumber(bad), bad).toBe(false);
      expect(body(bad).success, bad).toBe(false);
    }
    expect(cardNumberTyping('6222-0000 a1')).toBe('62220000 1');
  });
});
