import type { LangCode } from '@shop/contract/languages';
import { picturesResources } from '../pictures/resources.ts';
import { type DeskResources, type Namespaces, stringsIn } from '../i18n/resources.ts';
import en from './locales/en.json';

/** The editor's own texts and its picture field's, in one language that is loaded when chosen. */
const withPictures = (lang: LangCode, editor: () => Promise<{ default: Namespaces[string] }>) => () =>
  Promise.all([editor(), stringsIn(picturesResources, lang)]).then(([own, pictures]) => ({
    'product-editor': own.default,
    ...pictures,
  }));

/**
 * The product editor's texts: namespace `product-editor`, with the `pictures` of the picture field it uses. English
 * bundled, the other languages loaded when chosen; an app registers them with createDeskI18n, beside the contract's
 * messages under `validation`.
 */
export const productEditorResources = {
  en: { 'product-editor': en, ...picturesResources.en },
  'zh-CN': withPictures('zh-CN', () => import('./locales/zh-CN.json')),
  ri: withPictures('ri', () => import('./locales/ri.json')),
  han: withPictures('han', () => import('./locales/han.json')),
  tai: withPictures('tai', () => import('./locales/tai.json')),
} satisfies DeskResources & Record<LangCode, unknown>;
