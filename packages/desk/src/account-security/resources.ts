import en from './locales/en.json';
import type { DeskResources } from '../i18n/resources.ts';

/**
 * The words of the account-security parts (namespace `account-security`): the sign-in's second step, the password
 * recovery, and the panel of one's own password, two-factor sign-in and sessions. createDeskI18n registers them in
 * every desk, as it does the shell's: the sign-in form of both desks asks for them. English bundled, the other
 * languages loaded when chosen.
 */
export const accountSecurityResources = {
  en: { 'account-security': en },
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => ({ 'account-security': m.default })),
  ri: () => import('./locales/ri.json').then((m) => ({ 'account-security': m.default })),
  han: () => import('./locales/han.json').then((m) => ({ 'account-security': m.default })),
  tai: () => import('./locales/tai.json').then((m) => ({ 'account-security': m.default })),
} satisfies DeskResources;
