import type { LangCode } from '@shop/contract/languages';
import type { VoucherTermsDto } from '@shop/contract/promotion';
import { centsOfAnswer } from '@shop/contract/rules/money-text';
import { formatMoney } from '../money.ts';

type Translate = (key: string, options: Record<string, unknown>) => string;

export type VoucherTerms = Pick<VoucherTermsDto, 'kind' | 'percent_off' | 'amount_off' | 'max_discount' | 'min_spend'>;

/**
 * What a voucher gives, as a shopper reads it on a chip or in the checkout: "$5.00 off orders over $50.00",
 * "10% off, up to $4.00". One whole sentence per case (with or without a minimum spend, a cap), in the `catalogue`
 * namespace, since languages order these parts differently.
 */
export function voucherTerms(voucher: VoucherTerms, t: Translate, lang: LangCode): string {
  const min = centsOfAnswer(voucher.min_spend) > 0 ? formatMoney(voucher.min_spend, lang) : null;
  const suffix = min ? 'Min' : '';
  if (voucher.kind === 'fixed') {
    return t(`catalogue:voucher.amountOff${suffix}`, { amount: formatMoney(voucher.amount_off ?? 0, lang), min });
  }
  const max = voucher.max_discount === null ? null : formatMoney(voucher.max_discount, lang);
  return t(`catalogue:voucher.percentOff${max ? 'Cap' : ''}${suffix}`, { percent: voucher.percent_off, max, min });
}
