import type { LangCode } from '@shop/contract/languages';
import { picturesResources } from '../pictures/resources.ts';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/**
 * The product editor's texts in the five languages: namespace `product-editor`, with the `pictures` of the picture
 * field it uses. An app adds each bundle (`i18n.addResourceBundle(lang, ns, texts)`) beside the contract's messages
 * under `validation`.
 */
export const productEditorResources = {
  en: { 'product-editor': en, ...picturesResources.en },
  'zh-CN': { 'product-editor': zhCN, ...picturesResources['zh-CN'] },
  ri: { 'product-editor': ri, ...picturesResources.ri },
  han: { 'product-editor': han, ...picturesResources.han },
  tai: { 'product-editor': tai, ...picturesResources.tai },
} satisfies Record<LangCode, { 'product-editor': typeof en; pictures: typeof picturesResources.en.pictures }>;
