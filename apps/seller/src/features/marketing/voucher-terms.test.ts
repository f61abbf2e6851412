import { formatMoney } from '@shop/desk/i18n/format.ts';
import { describe, expect, it } from 'vitest';
import { sellerI18n } from '../../lib/i18n.ts';
import { type VoucherTerms, voucherTermsText } from './voucher-terms.ts';

const terms = (voucher: VoucherTerms) =>
  voucherTermsText(
    voucher,
    (key, values) => sellerI18n.i18n.t(`marketing:terms.${key}`, values),
    (amount) => formatMoney(amount, 'en'),
  );

const fixed: VoucherTerms = {
  kind: 'fixed',
  amount_off: '5.00',
  percent_off: null,
  max_discount: null,
  min_spend: '0.00',
};

describe('a voucher’s terms in the list', () => {
  it('reads an amount off, with its minimum spend when it has one', () => {
    expect(terms(fixed)).toBe('$5.00 off');
    expect(terms({ ...fixed, min_spend: '50.00' })).toBe('$5.00 off, min. spend $50.00');
  });

  it('reads a percent off, with its cap when it has one', () => {
    const percent: VoucherTerms = { ...fixed, kind: 'percent', amount_off: null, percent_off: 10 };
    expect(terms(percent)).toBe('10% off');
    expect(terms({ ...percent, max_discount: '4.00' })).toBe('10% off up to $4.00');
  });
});
