import type { AddressDto } from '@shop/contract/address';
import { useQuery } from '@tanstack/react-query';
import { Button, Popup, Skeleton } from 'antd-mobile';
import { AddOutline, CheckCircleFill, EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, intlLocale } from '../../lib/countries.ts';
import { checkoutAddressesQueryOptions } from './api.ts';

const CheckoutAddressForm = lazy(() =>
  import('./checkout-address-form.tsx').then((m) => ({ default: m.CheckoutAddressForm })),
);

/** Which sheet of the address card is open. */
export type AddressSheet = 'none' | 'choose' | 'add';

/** Who, where: the lines of an address as the checkout and the chooser show it. */
function AddressLines({ address }: { address: AddressDto }) {
  const { t, i18n } = useTranslation(['order', 'address']);
  return (
    <span className="checkout-address__text">
      <span className="checkout-address__who">
        <strong>{address.addressee}</strong>
        <span>{address.mobile}</span>
        {address.is_default && <span className="checkout-address__chip">{t('address:default')}</span>}
      </span>
      <span className="checkout-address__where">
        {address.detail}, {address.area}, {countryName(address.country, intlLocale(i18n.language))}
      </span>
    </span>
  );
}

/** The shipping address of the checkout (the default one first); tapping it opens the chooser. */
export function AddressCard({
  address,
  onOpen,
}: {
  address: AddressDto | null;
  onOpen: (sheet: AddressSheet) => void;
}) {
  const { t } = useTranslation('order');
  if (!address) {
    return (
      <button type="button" className="checkout-address checkout-address--empty" onClick={() => onOpen('add')}>
        <AddOutline className="checkout-address__icon" aria-hidden="true" />
        <span className="checkout-address__text">{t('checkout.addAddress')}</span>
        <RightOutline className="checkout-address__arrow" aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className="checkout-address"
      onClick={() => onOpen('choose')}
      aria-label={t('checkout.changeAddress')}
    >
      <EnvironmentOutline className="checkout-address__icon" aria-hidden="true" />
      <AddressLines address={address} />
      <RightOutline className="checkout-address__arrow" aria-hidden="true" />
    </button>
  );
}

interface AddressSheetsProps {
  sheet: AddressSheet;
  selectedId: number | undefined;
  onSheet: (sheet: AddressSheet) => void;
  onChoose: (id: number) => void;
}

/** The chooser (the address book as a list) and the "add address" form, each a bottom sheet. */
export function AddressSheets({ sheet, selectedId, onSheet, onChoose }: AddressSheetsProps) {
  const { t } = useTranslation(['order', 'common']);
  const close = () => onSheet('none');
  return (
    <>
      <Popup
        visible={sheet === 'choose'}
        onMaskClick={close}
        onClose={close}
        bodyClassName="checkout-sheet"
        destroyOnClose
      >
        <h2 className="checkout-sheet__title">{t('order:checkout.chooseAddress')}</h2>
        <AddressChoices selectedId={selectedId} onChoose={onChoose} />
        <div className="checkout-sheet__footer">
          <Button block color="primary" fill="outline" shape="rounded" onClick={() => onSheet('add')}>
            <AddOutline aria-hidden="true" /> {t('order:checkout.addAddress')}
          </Button>
        </div>
      </Popup>
      <Popup
        visible={sheet === 'add'}
        onMaskClick={close}
        onClose={close}
        bodyClassName="checkout-sheet checkout-sheet--tall"
        destroyOnClose
      >
        <h2 className="checkout-sheet__title">{t('order:checkout.newAddress')}</h2>
        <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
          <CheckoutAddressForm onSaved={(saved) => onChoose(saved.id)} />
        </Suspense>
      </Popup>
    </>
  );
}

function AddressChoices({ selectedId, onChoose }: { selectedId: number | undefined; onChoose: (id: number) => void }) {
  const { t } = useTranslation('order');
  const addresses = useQuery(checkoutAddressesQueryOptions());
  if (addresses.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  const list = addresses.data?.list ?? [];
  if (list.length === 0) return <p className="order-muted">{t('checkout.noAddresses')}</p>;
  return (
    <ul className="address-choices" role="listbox" aria-label={t('checkout.chooseAddress')}>
      {list.map((address) => (
        <li key={address.id} role="option" aria-selected={address.id === selectedId}>
          <button type="button" className="address-choice" onClick={() => onChoose(address.id)}>
            <AddressLines address={address} />
            {address.id === selectedId && <CheckCircleFill className="address-choice__check" aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
