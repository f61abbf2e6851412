import { useTranslation } from 'react-i18next';
import type en from '../business/locales/en.json';

export type OrderBulkWord = keyof (typeof en)['orderBulk'];

/**
 * The words of the order list's bulk work (export, ship from a CSV, print the chosen orders' slips): the kit's own,
 * in the `business` namespace every desk registers, as both desks say the same.
 */
export function useOrderBulkWords() {
  const { t } = useTranslation('business');
  return (word: OrderBulkWord, values?: Record<string, unknown>) => t(`orderBulk.${word}`, values ?? {});
}
