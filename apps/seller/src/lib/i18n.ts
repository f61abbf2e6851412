import { createDeskI18n } from '@shop/desk/i18n/create-desk-i18n.ts';
import { localizedResources } from '@shop/desk/localized/resources.ts';
import { businessResources } from '@shop/desk/business/resources.ts';
import { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import { LANG_CODES } from '@shop/contract/languages';
import { sellerResources } from '../locales/index.ts';

/**
 * The seller center's translations: desk's strings and the server's messages, one namespace per feature in
 * locales/<lang>/, the product editor's and picture fields' (`product-editor`, `pictures`) and the localized-text
 * tabs' (`localized`). English is bundled; the other four load when chosen. All five are offered: sellers of a
 * cross-border shop are often Chinese, Japanese, Korean or Thai.
 */
export const sellerI18n = createDeskI18n({
  app: 'seller',
  languages: LANG_CODES,
  resources: [sellerResources, productEditorResources, localizedResources, businessResources],
});
