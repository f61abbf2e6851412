import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/**
 * The localized-text tabs' words, namespace `localized`. The tabs now read the same words from desk's own namespace
 * (`desk:localized`), which every desk registers; this stays while a desk still registers it.
 */
export const localizedResources = {
  en: { localized: en },
  'zh-CN': { localized: zhCN },
  ri: { localized: ri },
  han: { localized: han },
  tai: { localized: tai },
} satisfies Record<LangCode, { localized: typeof en }>;
