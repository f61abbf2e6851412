import { Dialog, Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { changeLanguage, i18n, languageOf } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';

/**
 * Setup of the shopper app's unit tests, after the shared one (tools/ui-test-setup.ts). The project's files share
 * one page and one set of modules (vitest.config.ts), so each test puts back what a screen may change beyond its
 * own tree:
 * - antd-mobile's toasts and dialogs live in React roots of their own, and a toast's mask listens on the document
 *   while it is shown: closed, or the next file's touches would reach it;
 * - the language: a screen follows the signed-in user's, and a test may switch to another; the next file expects
 *   English, in the session (its cookie) as in i18next.
 * Toast and Dialog come from antd-mobile itself, not lib/toast-impl.ts: that would load the React 19 shim
 * (lib/antd-react19.ts) for every test, and a screen that forgot it would pass here and fail in the browser.
 */
afterEach(async () => {
  Toast.clear();
  Dialog.clear();
  if (session.get().setting.lang.file_name !== 'en') session.setLang('en');
  if (i18n.isInitialized && languageOf() !== 'en') await changeLanguage('en');
});
