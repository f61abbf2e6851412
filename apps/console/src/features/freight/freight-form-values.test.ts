import { freightSaveBody } from '@shop/contract/console-orders';
import { describe, expect, it } from 'vitest';
import { toFreightBody, toFreightFormValues } from './freight-form-values.ts';

describe('freight form → save body', () => {
  it('sends the default rule with shop_id null', () => {
    expect(toFreightBody(null, { fee: ' 5.00 ', free_above: '49' })).toEqual({
      shop_id: null,
      fee: '5.00',
      free_above: '49',
    });
  });

  it('sends an empty "free above" as never free', () => {
    expect(toFreightBody(3, { fee: '0', free_above: ' ' })).toEqual({ shop_id: 3, fee: '0', free_above: null });
    expect(toFreightBody(3, { fee: '0' })).toMatchObject({ free_above: null });
  });

  it('produces bodies the contract accepts', () => {
    expect(freightSaveBody.safeParse(toFreightBody(3, { fee: '4.5', free_above: '' })).success).toBe(true);
  });

  it('fills the form from a saved rule', () => {
    const rule = { id: 1, shop_id: 3, shop_name: 'Tea House', fee: '4.50', free_above: null };
    expect(toFreightFormValues(rule)).toEqual({ fee: '4.50', free_above: undefined });
  });
});
