import { freightSaveBody } from '@shop/contract/console-orders';
import { describe, expect, it } from 'vitest';
import { toFreightBody, toFreightFormValues } from './freight-form-values.ts';

describe('freight form → save body', () => {
  it('sends the default rule with shop_id null', () => {
    expect(toFreightBody(null, { mode: 'flat', fee: ' 5.00 ', free_above: '49' })).toEqual({
      shop_id: null,
      mode: 'flat',
      fee: '5.00',
      free_above: '49',
      first_weight_g: null,
      step_weight_g: null,
      step_fee: null,
    });
  });

  it('sends an empty "free above" as never free', () => {
    expect(toFreightBody(3, { mode: 'flat', fee: '0', free_above: ' ' })).toMatchObject({
      shop_id: 3,
      free_above: null,
    });
    expect(toFreightBody(3, { mode: 'flat', fee: '0' })).toMatchObject({ free_above: null });
  });

  it('sends the weights of a weight rule, and none once switched back to flat', () => {
    const values = { mode: 'weight', fee: '8', first_weight_g: 1000, step_weight_g: 500, step_fee: ' 3 ' } as const;
    expect(toFreightBody(3, values)).toMatchObject({
      mode: 'weight',
      first_weight_g: 1000,
      step_weight_g: 500,
      step_fee: '3',
    });
    expect(toFreightBody(3, { ...values, mode: 'flat' })).toMatchObject({
      first_weight_g: null,
      step_weight_g: null,
      step_fee: null,
    });
  });

  it('produces bodies the contract accepts', () => {
    expect(freightSaveBody.safeParse(toFreightBody(3, { mode: 'flat', fee: '4.5', free_above: '' })).success).toBe(
      true,
    );
    const weight = { mode: 'weight', fee: '8', first_weight_g: 1000, step_weight_g: 500, step_fee: '3' } as const;
    expect(freightSaveBody.safeParse(toFreightBody(3, weight)).success).toBe(true);
    expect(freightSaveBody.safeParse(toFreightBody(3, { ...weight, step_weight_g: null })).success).toBe(false);
  });

  it('fills the form from a saved rule', () => {
    const rule = {
      id: 1,
      shop_id: 3,
      shop_name: 'Tea House',
      mode: 'weight',
      fee: '4.50',
      free_above: null,
      first_weight_g: 500,
      step_weight_g: 250,
      step_fee: '1.00',
      version: 4,
    } as const;
    expect(toFreightFormValues(rule)).toEqual({
      mode: 'weight',
      fee: '4.50',
      free_above: undefined,
      first_weight_g: 500,
      step_weight_g: 250,
      step_fee: '1.00',
    });
  });
});
