import type { DeskCatalogue } from '@shop/desk/i18n/desk-resources.ts';
import type { ConsoleCatalogue } from './locales/index.ts';

/** English is the key type: a `t('orders:…')` key that is not in locales/en/orders.json fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'desk';
    resources: DeskCatalogue & ConsoleCatalogue;
  }
}
