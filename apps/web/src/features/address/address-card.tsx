import type { AddressDto } from '@shop/contract/address';
import { CheckCircleFill, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { tagLabel } from './address-tag.ts';
import { countryName, intlLocale } from '../../lib/countries.ts';

interface AddressCardProps {
  address: AddressDto;
  busy: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One address of the book: who, where, its tag and default flag, and what the shopper can do with it. */
export function AddressCard({ address, busy, onSetDefault, onEdit, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation(['address', 'common']);
  const country = countryName(address.country, intlLocale(i18n.language));
  return (
    <article className={`address-card${address.is_default ? ' address-card--default' : ''}`}>
      <button type="button" className="address-card__body" onClick={onEdit} aria-label={t('address:editAddress')}>
        <div className="address-card__who">
          <span className="address-card__name">{address.addressee}</span>
          <span className="address-card__mobile">{address.mobile}</span>
        </div>
        <div className="address-card__where">
          {address.detail}
          <br />
          {address.area}, {country}
        </div>
        <div className="address-card__chips">
          {address.is_default && <span className="address-chip address-chip--default">{t('address:default')}</span>}
          <span className="address-chip">{tagLabel(address.tag, t)}</span>
        </div>
      </button>
      <div className="address-card__actions">
        <button
          type="button"
          className={`address-default-toggle${address.is_default ? ' address-default-toggle--on' : ''}`}
          onClick={onSetDefault}
          disabled={address.is_default || busy}
          aria-pressed={address.is_default}
        >
          {address.is_default ? (
            <CheckCircleFill aria-hidden="true" />
          ) : (
            <span className="address-default-toggle__ring" aria-hidden="true" />
          )}
          {address.is_default ? t('address:defaultAddress') : t('address:setDefault')}
        </button>
        <div className="address-card__buttons">
          <button type="button" className="address-action" onClick={onEdit} disabled={busy}>
            <EditSOutline aria-hidden="true" />
            {t('common:edit')}
          </button>
          <button type="button" className="address-action" onClick={onDelete} disabled={busy}>
            <DeleteOutline aria-hidden="true" />
            {t('common:delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
