import type { businessResources } from '@shop/desk/business/resources.ts';
import type { DeskCatalogue } from '@shop/desk/i18n/desk-resources.ts';
import type { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import type { SellerCatalogue } from './locales/index.ts';

/** English is the key type: a `t('orders:…')` key that is not in locales/en/orders.json fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'desk';
    // Desk's components are type-checked in this app: their namespaces are declared too.
    resources: DeskCatalogue &
      SellerCatalogue &
      (typeof productEditorResources)['en'] &
      (typeof businessResources)['en'];
  }
}
