import { describe, expect, it } from 'vitest';
import { addressBody } from './address.ts';
import { formatCents, parseCents } from './money.ts';
import { loginBody, registerBody, resetPayBody } from './user.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the field rules, shared by server and forms', () => {
  it('asks for account and password together on login', () => {
    expect(firstMessage(loginBody.safeParse({ account: '', password: '' }))).toBe('loginRequired');
  });

  it('refuses a short password, a mismatched confirmation, a bad email and a bad mobile on register', () => {
    const base = { account: 'alice', password: 'secret1', confirm_password: 'secret1' };
    expect(firstMessage(registerBody.safeParse({ ...base, password: 'abc', confirm_password: 'abc' }))).toBe(
      'passwordRule',
    );
    expect(firstMessage(registerBody.safeParse({ ...base, confirm_password: 'secret2' }))).toBe('passwordsDoNotMatch');
    expect(firstMessage(registerBody.safeParse({ ...base, email: 'not-an-email' }))).toBe('emailInvalid');
    expect(firstMessage(registerBody.safeParse({ ...base, mobile: '12ab' }))).toBe('mobileInvalid');
    expect(registerBody.safeParse({ ...base, email: 'a@b.co', mobile: '+66 81 234 5678' }).success).toBe(true);
  });

  it('refuses unknown fields such as balance (no mass assignment)', () => {
    const result = registerBody.safeParse({
      account: 'alice',
      password: 'secret1',
      confirm_password: 'secret1',
      balance: 9,
    });
    expect(result.success).toBe(false);
  });

  it('takes digits only, at least six, for the payment code', () => {
    expect(firstMessage(resetPayBody.safeParse({ pay_password: '12345a', confirm_pay_password: '12345a' }))).toBe(
      'payPasswordRule',
    );
    expect(firstMessage(resetPayBody.safeParse({ pay_password: '12345', confirm_pay_password: '12345' }))).toBe(
      'payPasswordRule',
    );
    expect(resetPayBody.safeParse({ pay_password: '123456', confirm_pay_password: '123456' }).success).toBe(true);
  });

  it('requires addressee, mobile, area, detail and tag for an address', () => {
    const address = {
      addressee: 'A',
      mobile: '+1 555 0100',
      country: 'us',
      area: 'CA',
      detail: '1 Main St',
      tag: 'home',
    };
    expect(addressBody.parse(address).country).toBe('US');
    for (const [field, message] of [
      ['addressee', 'addresseeRequired'],
      ['area', 'areaRequired'],
      ['detail', 'detailRequired'],
      ['tag', 'tagRequired'],
      ['mobile', 'mobileInvalid'],
    ] as const) {
      expect(firstMessage(addressBody.safeParse({ ...address, [field]: field === 'mobile' ? 'x' : ' ' }))).toBe(
        message,
      );
    }
  });

  it('reads money as exact cents and refuses floats, negatives and exponents', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents(0.1)).toBe(10);
    for (const bad of ['-1', '0.001', '1e2', 'NaN', '']) expect(parseCents(bad)).toBeUndefined();
    expect(formatCents(1250)).toBe('12.50');
    expect(formatCents(-5)).toBe('-0.05');
  });
});
