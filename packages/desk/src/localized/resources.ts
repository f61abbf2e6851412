import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/** The localized-text tabs' words in the five languages, namespace `localized` (register it with createDeskI18n). */
export const localizedResources = {
  en: { localized: en },
  'zh-CN': { localized: zhCN },
  ri: { localized: ri },
  han: { localized: han },
  tai: { localized: tai },
} satisfies Record<LangCode, { localized: typeof en }>;
