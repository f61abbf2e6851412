import type { LangCode } from '@shop/contract/languages';
import en from './locales/en.json';
import type { DeskResources } from '../i18n/resources.ts';

/** The picture fields' texts, namespace `pictures`: English bundled, the other languages loaded when chosen. */
export const picturesResources = {
  en: { pictures: en },
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => ({ pictures: m.default })),
  ri: () => import('./locales/ri.json').then((m) => ({ pictures: m.default })),
  han: () => import('./locales/han.json').then((m) => ({ pictures: m.default })),
  tai: () => import('./locales/tai.json').then((m) => ({ pictures: m.default })),
} satisfies DeskResources & Record<LangCode, unknown>;
