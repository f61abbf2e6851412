import type { VoucherDto } from '@shop/contract/promotion';
import { voucherSaveBody } from '@shop/contract/promotion';
import { toLocalInput } from '@shop/desk/forms/date-time.ts';
import { describe, expect, it } from 'vitest';
import {
  newVoucherValues,
  toVoucherBody,
  toVoucherFormValues,
  type VoucherFormValues,
  voucherStarted,
} from './voucher-form-values.ts';

const HOUR = 3_600_000;

const filled: VoucherFormValues = {
  ...newVoucherValues(Date.UTC(2026, 2, 3, 9, 30)),
  name: ' Spring sale ',
  amount_off: '5',
  min_spend: '50.00',
  percent_off: 15,
  max_discount: '3.00',
  code: 'spring-5',
};

const started: VoucherDto = {
  id: 7,
  shop_id: 9,
  name: 'Welcome',
  code: null,
  kind: 'fixed',
  percent_off: null,
  amount_off: '3.00',
  max_discount: null,
  min_spend: '30.00',
  starts_at: new Date(Date.now() - HOUR + 42_123).toISOString(),
  ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
  total_limit: 1000,
  per_user_limit: 1,
  used: 12,
  active: true,
  state: 'running',
};

describe('the voucher form’s body', () => {
  it('sends a public voucher without a code, and only the amount of an amount off', () => {
    const body = toVoucherBody(filled);
    expect(body).toMatchObject({
      name: 'Spring sale',
      code: null,
      kind: 'fixed',
      amount_off: '5',
      percent_off: null,
      max_discount: null,
      min_spend: '50.00',
    });
    expect(voucherSaveBody.safeParse(body).success).toBe(true);
  });

  it('sends a code upper-cased, and a percent with its cap', () => {
    const body = toVoucherBody({ ...filled, audience: 'code', kind: 'percent' });
    expect(body).toMatchObject({
      code: 'SPRING-5',
      kind: 'percent',
      percent_off: 15,
      max_discount: '3.00',
      amount_off: null,
    });
    expect(toVoucherBody({ ...filled, kind: 'percent', max_discount: ' ' }).max_discount).toBeNull();
  });

  it('opens a new voucher at the next full hour for a week, an empty minimum spend sent as none', () => {
    const values = newVoucherValues(Date.UTC(2026, 2, 3, 9, 30));
    expect(values.starts_at).toBe(toLocalInput(new Date(Date.UTC(2026, 2, 3, 10)).toISOString()));
    expect(values.ends_at).toBe(toLocalInput(new Date(Date.UTC(2026, 2, 10, 10)).toISOString()));
    expect(toVoucherBody({ ...filled, min_spend: '' }).min_spend).toBe('0');
  });

  it('gives back a started voucher’s terms and start exactly as saved, so the server sees no change of terms', () => {
    expect(voucherStarted(started)).toBe(true);
    const body = toVoucherBody({ ...toVoucherFormValues(started), name: 'Welcome back' }, started);
    expect(body).toEqual({
      id: 7,
      name: 'Welcome back',
      code: null,
      kind: 'fixed',
      amount_off: '3.00',
      percent_off: null,
      max_discount: null,
      min_spend: '30.00',
      starts_at: started.starts_at,
      ends_at: started.ends_at,
      total_limit: 1000,
      per_user_limit: 1,
      active: true,
    });
  });
});
