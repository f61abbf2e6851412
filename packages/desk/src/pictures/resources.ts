import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/** The picture fields' texts in the five languages, namespace `pictures`: `i18n.addResourceBundle` each. */
export const picturesResources = {
  en: { pictures: en },
  'zh-CN': { pictures: zhCN },
  ri: { pictures: ri },
  han: { pictures: han },
  tai: { pictures: tai },
} satisfies Record<LangCode, { pictures: typeof en }>;
