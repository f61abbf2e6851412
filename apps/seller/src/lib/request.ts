import { langOfTag } from '@shop/contract/language-tags';
import { createFileDownloader } from '@shop/desk/request/download-file.ts';
import { createRequestClient } from '@shop/desk/request/request-client.ts';
import type { DeskSession } from '@shop/desk/session/session.ts';
import { sellerI18n } from './i18n.ts';
import { session } from './session.ts';

/** Calls the seller API with the seller's token and the language on screen (desk's request client). */
export const request = createRequestClient({ session, i18n: sellerI18n.i18n });

/** No one is signed in yet: applying sends no token, even if this browser holds one. */
const anonymous: DeskSession = {
  loginPath: session.loginPath,
  getToken: () => null,
  setToken: () => undefined,
  endSession: () => undefined,
};

/** Calls that need no token (applying and its document uploads), sent without one. */
export const publicRequest = createRequestClient({ session: anonymous, i18n: sellerI18n.i18n });

/** Saves a file the API answers (the product CSV) with the seller's token. */
export const downloadFile = createFileDownloader({ session, i18n: sellerI18n.i18n });

/**
 * The headers of the seller's event stream, read at each (re)connection: the token and language the request client
 * sends with every call, so the stream is the same session and its server texts are in the language on screen.
 */
export function streamHeaders(): Record<string, string> {
  const headers: Record<string, string> = { lang: langOfTag(sellerI18n.i18n.language) ?? 'en' };
  const token = session.getToken();
  if (token) headers.token = token;
  return headers;
}
