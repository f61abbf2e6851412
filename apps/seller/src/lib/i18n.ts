import { createDeskI18n, type DeskI18nOptions } from '@shop/desk/i18n/create-desk-i18n.ts';
import { LANG_CODES } from '@shop/contract/languages';
import { picturesResources } from '@shop/desk/pictures/resources.ts';
import { sellerFirstScreenResources } from '../locales/first-screen.ts';

/**
 * The seller center's translations: desk's strings and the server's messages, one namespace per feature in
 * locales/<lang>/, the product editor's and picture fields' (`product-editor`, `pictures`) and the business parts'
 * (`business`). The sign-in page's namespaces are bundled in English; the signed-in pages' arrive with the signed-in
 * frame; the other four languages load when chosen. All five are offered: sellers of a cross-border shop are often
 * Chinese, Japanese, Korean or Thai.
 */
export const sellerI18nOptions: DeskI18nOptions = {
  app: 'seller',
  languages: LANG_CODES,
  // The application's document uploads are picture fields.
  resources: [sellerFirstScreenResources, picturesResources],
  signedInResources: () => import('../locales/signed-in.ts').then((m) => m.sellerSignedInResources),
};

export const sellerI18n = createDeskI18n(sellerI18nOptions);
