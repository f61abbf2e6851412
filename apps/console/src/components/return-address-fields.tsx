import { ReturnAddressFields as DeskReturnAddressFields } from '@shop/desk/shops/return-address-fields.tsx';
import { useTranslation } from 'react-i18next';

/** Desk's return address fields in the console's words (a shop's own address, the platform's in order settings). */
export function ReturnAddressFields() {
  const { t } = useTranslation('shops');
  return <DeskReturnAddressFields words={(word) => t(`address.${word}`)} />;
}
