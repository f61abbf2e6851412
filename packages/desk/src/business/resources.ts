import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import han from './locales/han.json';
import ri from './locales/ri.json';
import tai from './locales/tai.json';
import zhCN from './locales/zh-CN.json';

/**
 * The words of the business parts both desks show (namespace `business`): the refund approval and its return
 * address, the refund timeline's actors, an order's income, a payout account. Register with createDeskI18n.
 */
export const businessResources = {
  en: { business: en },
  'zh-CN': { business: zhCN },
  ri: { business: ri },
  han: { business: han },
  tai: { business: tai },
} satisfies Record<LangCode, { business: typeof en }>;
