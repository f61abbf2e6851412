import { createFileDownloader } from '@shop/desk/request/download-file.ts';
import { createRequestClient } from '@shop/desk/request/request-client.ts';
import { consoleI18n } from './i18n.ts';
import { session } from './session.ts';
import { sendToTwoFactorSetup } from './two-factor-setup.ts';

/**
 * Calls the console API with the operator's token and the language on screen (desk's request client). A 401 ends
 * the session; a 403 saying the operator's role requires two-factor sign-in opens the page that turns it on.
 */
export const request = createRequestClient({ session, i18n: consoleI18n.i18n, onRefusal: sendToTwoFactorSetup });

/** Downloads a file the console API answers (a CSV export) with the operator's token, under the server's name. */
export const downloadFile = createFileDownloader({ session, i18n: consoleI18n.i18n });
