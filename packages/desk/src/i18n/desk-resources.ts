import contractEn from '@shop/contract/messages/en.json';
import type accountSecurityEn from '../account-security/locales/en.json';
import deskEn from '../locales/en.json';
import type { DeskResources, Namespaces } from './resources.ts';

/** Desk's own namespace, `desk`: the shell, lists, generic errors and actions, in all five languages. */
export const deskResources: DeskResources = {
  en: { desk: deskEn },
  'zh-CN': () => import('../locales/zh-CN.json').then((m) => ({ desk: m.default })),
  ri: () => import('../locales/ri.json').then((m) => ({ desk: m.default })),
  han: () => import('../locales/han.json').then((m) => ({ desk: m.default })),
  tai: () => import('../locales/tai.json').then((m) => ({ desk: m.default })),
};

/**
 * The server's message catalogue (packages/contract/src/messages), each section a namespace: a form shows a schema's
 * key as `validation:<key>` in the words the server would use, and `errors:<KEY>` names a refusal.
 */
export const contractMessageResources: DeskResources = {
  en: contractEn as Namespaces,
  'zh-CN': () => import('@shop/contract/messages/zh-CN.json').then((m) => m.default as Namespaces),
  ri: () => import('@shop/contract/messages/ri.json').then((m) => m.default as Namespaces),
  han: () => import('@shop/contract/messages/han.json').then((m) => m.default as Namespaces),
  tai: () => import('@shop/contract/messages/tai.json').then((m) => m.default as Namespaces),
};

/**
 * The English namespaces desk registers in every app (the shell's, the account-security parts', the server's), for
 * the app's i18next type declaration:
 * `resources: DeskCatalogue & { orders: typeof ordersEn, … }`.
 */
export type DeskCatalogue = { desk: typeof deskEn; 'account-security': typeof accountSecurityEn } & typeof contractEn;
