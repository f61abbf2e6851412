import type { VoucherTermsDto } from '@shop/contract/promotion';
import { useTranslation } from 'react-i18next';
import { useLang } from '../session.ts';
import { voucherTerms } from './voucher-terms.ts';
import './voucher-chips.css';

/** A shop's public vouchers as small coupons (the product page, the shop); nothing when it has none. */
export function VoucherChips({ vouchers, className }: { vouchers: readonly VoucherTermsDto[]; className?: string }) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  if (vouchers.length === 0) return null;
  return (
    <ul className={`voucher-chips${className ? ` ${className}` : ''}`} aria-label={t('voucher.shopVouchers')}>
      {vouchers.map((voucher) => (
        <li key={voucher.id} className="voucher-chip">
          {voucherTerms(voucher, t, lang)}
        </li>
      ))}
    </ul>
  );
}
