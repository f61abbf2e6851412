import { promoSaveBody } from '@shop/contract/console-orders';
import { describe, expect, it } from 'vitest';
import { type PromoFormValues, toPromoBody, toPromoFormValues } from './promo-form-values.ts';

const base: PromoFormValues = {
  code: ' spring10 ',
  kind: 'percent',
  percent_off: 10,
  amount_off: '5.00',
  max_discount: '20',
  min_spend: '50',
  starts_at: '2026-03-01T10:00',
  ends_at: '2026-03-31T23:59',
  total_limit: null,
  per_user_limit: undefined,
  active: true,
};

describe('promo form → save body', () => {
  it('sends a percent code with its cap and no fixed amount', () => {
    const body = toPromoBody(base);

    expect(body).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      percent_off: 10,
      amount_off: null,
      max_discount: '20',
      min_spend: '50',
      active: true,
    });
    expect(body).not.toHaveProperty('id');
  });

  it('sends a fixed code with its amount and neither percent nor max discount', () => {
    const body = toPromoBody({ ...base, kind: 'fixed', amount_off: ' 5.50 ' });

    expect(body).toMatchObject({ kind: 'fixed', percent_off: null, amount_off: '5.50', max_discount: null });
  });

  it('sends empty caps, max discount and min spend as no cap and zero spend', () => {
    const body = toPromoBody({
      ...base,
      max_discount: '  ',
      min_spend: '',
      total_limit: null,
      per_user_limit: undefined,
    });

    expect(body).toMatchObject({ max_discount: null, min_spend: '0', total_limit: null, per_user_limit: null });
  });

  it('keeps the caps the operator set', () => {
    expect(toPromoBody({ ...base, total_limit: 100, per_user_limit: 1 })).toMatchObject({
      total_limit: 100,
      per_user_limit: 1,
    });
  });

  it('turns the local validity window into ISO times of the same instants', () => {
    const body = toPromoBody(base);

    expect(body.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(body.starts_at)).toBe(new Date(2026, 2, 1, 10, 0).getTime());
    expect(Date.parse(body.ends_at)).toBe(new Date(2026, 2, 31, 23, 59).getTime());
  });

  it('produces bodies the contract accepts, for both kinds', () => {
    expect(promoSaveBody.safeParse(toPromoBody(base)).success).toBe(true);
    expect(promoSaveBody.safeParse(toPromoBody({ ...base, kind: 'fixed' })).success).toBe(true);
  });

  it('names the code to update when editing', () => {
    expect(toPromoBody(base, 9)).toMatchObject({ id: 9 });
  });

  it('fills the form from a saved code and sends the same code back', () => {
    const saved = {
      id: 9,
      code: 'SPRING10',
      kind: 'percent' as const,
      percent_off: 10,
      amount_off: null,
      max_discount: '20.00',
      min_spend: '50.00',
      starts_at: new Date(2026, 2, 1, 10, 0).toISOString(),
      ends_at: new Date(2026, 2, 31, 23, 59).toISOString(),
      total_limit: 100,
      per_user_limit: null,
      used: 3,
      active: false,
    };

    const values = toPromoFormValues(saved);

    expect(values).toMatchObject({ starts_at: '2026-03-01T10:00', ends_at: '2026-03-31T23:59', amount_off: undefined });
    expect(toPromoBody(values, saved.id)).toEqual({
      id: 9,
      code: 'SPRING10',
      kind: 'percent',
      percent_off: 10,
      amount_off: null,
      max_discount: '20.00',
      min_spend: '50.00',
      starts_at: saved.starts_at,
      ends_at: saved.ends_at,
      total_limit: 100,
      per_user_limit: null,
      active: false,
    });
  });
});
