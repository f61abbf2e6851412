import { createFileDownloader } from '@shop/desk/request/download-file.ts';
import { createRequestClient } from '@shop/desk/request/request-client.ts';
import { consoleI18n } from './i18n.ts';
import { session } from './session.ts';

/** Calls the console API with the operator's token and the language on screen (desk's request client). */
export const request = createRequestClient({ session, i18n: consoleI18n.i18n });

/** Downloads a file the console API answers (a CSV export) with the operator's token, under the server's name. */
export const downloadFile = createFileDownloader({ session, i18n: consoleI18n.i18n });
