import { createDeskI18n } from '@shop/desk/i18n/create-desk-i18n.ts';
import { businessResources } from '@shop/desk/business/resources.ts';
import { productEditorResources } from '@shop/desk/product-editor/resources.ts';
import { consoleResources } from '../locales/index.ts';

/**
 * The console's translations: desk's own strings and the server's messages, plus one namespace per feature in
 * locales/<lang>/, the product editor's and picture fields' (`product-editor`, `pictures`) and the business parts
 * both desks show (`business`). English is bundled; Chinese loads when chosen. The other three languages are
 * offered once every console namespace has them.
 */
export const consoleI18n = createDeskI18n({
  app: 'console',
  languages: ['en', 'zh-CN'],
  resources: [consoleResources, productEditorResources, businessResources],
});
