import { FreightFields as DeskFreightFields } from '@shop/desk/freight/freight-fields.tsx';
import { useTranslation } from 'react-i18next';

/** The kit's rule fields in the console's words, shared by the default rule and the per-shop rules. */
export function FreightFields() {
  const { t } = useTranslation('freight');
  return <DeskFreightFields words={(word) => t(`fields.${word}`)} />;
}
