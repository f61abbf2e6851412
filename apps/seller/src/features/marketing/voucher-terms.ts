import type { VoucherTermsDto } from '@shop/contract/promotion';
import { parseCents } from '@shop/contract/money';

type Words = (
  key: 'amountOff' | 'percentOff' | 'percentOffCapped' | 'withMinSpend',
  values: Record<string, unknown>,
) => string;

export type VoucherTerms = Pick<VoucherTermsDto, 'kind' | 'percent_off' | 'amount_off' | 'max_discount' | 'min_spend'>;

/**
 * What a voucher gives, as its seller reads it in the list: "$5.00 off, min. spend $50.00", "10% off up to $4.00".
 * The minimum spend joins through a sentence of its own, since languages put the two parts in different orders.
 */
export function voucherTermsText(voucher: VoucherTerms, words: Words, money: (amount: string) => string): string {
  const discount =
    voucher.kind === 'fixed'
      ? words('amountOff', { amount: money(voucher.amount_off ?? '0') })
      : voucher.max_discount === null
        ? words('percentOff', { percent: voucher.percent_off })
        : words('percentOffCapped', { percent: voucher.percent_off, max: money(voucher.max_discount) });
  const minSpend = parseCents(voucher.min_spend) ?? 0;
  return minSpend > 0 ? words('withMinSpend', { discount, min: money(voucher.min_spend) }) : discount;
}
