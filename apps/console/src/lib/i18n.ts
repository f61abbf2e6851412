import { createDeskI18n, type DeskI18nOptions } from '@shop/desk/i18n/create-desk-i18n.ts';
import { consoleFirstScreenResources } from '../locales/first-screen.ts';

/**
 * The console's translations: desk's own strings and the server's messages, plus one namespace per feature in
 * locales/<lang>/, the product editor's and picture fields' (`product-editor`, `pictures`) and the business parts
 * both desks show (`business`). The sign-in page's namespaces are bundled in English; the signed-in pages' arrive
 * with the signed-in frame; Chinese loads when chosen. The other three languages are offered once every console
 * namespace has them.
 */
export const consoleI18nOptions: DeskI18nOptions = {
  app: 'console',
  languages: ['en', 'zh-CN'],
  resources: [consoleFirstScreenResources],
  signedInResources: () => import('../locales/signed-in.ts').then((m) => m.consoleSignedInResources),
};

export const consoleI18n = createDeskI18n(consoleI18nOptions);
