import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import type { DeskResources } from '../i18n/resources.ts';

/**
 * The words of the business parts both desks show (namespace `business`): the refund approval and its return
 * address, the refund timeline's actors, an order's income, a payout account. Register with createDeskI18n. English
 * bundled, the other languages loaded when chosen.
 */
export const businessResources = {
  en: { business: en },
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => ({ business: m.default })),
  ri: () => import('./locales/ri.json').then((m) => ({ business: m.default })),
  han: () => import('./locales/han.json').then((m) => ({ business: m.default })),
  tai: () => import('./locales/tai.json').then((m) => ({ business: m.default })),
} satisfies DeskResources & Record<LangCode, unknown>;
