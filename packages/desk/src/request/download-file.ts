import { langOfTag } from '@shop/contract/language-tags';
import type { i18n as I18n } from 'i18next';
import { translateKey } from '../i18n/translation-key.ts';
import type { DeskSession } from '../session/session.ts';
import { RequestError } from './request-error.ts';

export interface FileDownloaderConfig {
  /** Whose token goes in the `token` header, and whose session a 401 ends. */
  session: DeskSession;
  /** Its language goes in the `lang` header, so a refusal's message matches the screen. */
  i18n: I18n;
  /** Default 60 s: an export of a whole shop takes longer than an ordinary call. */
  timeoutMs?: number;
}

/** The file name a `content-disposition` header gives (`attachment; filename="products.csv"`), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: the plain name below, or the caller's.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || undefined;
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API answers to a GET with the user's token (a CSV export): a plain link cannot send the
 * `token` header. The file is saved under the server's name, else `fallbackName`; a refusal (an envelope with its
 * message, a 401 that ends the session, another HTTP error) throws a RequestError like the request client's.
 */
export function createFileDownloader({ session, i18n, timeoutMs = 60_000 }: FileDownloaderConfig) {
  const t = (key: string, values?: Record<string, unknown>) => translateKey(i18n, key, values);
  return async function download(path: string, fallbackName: string): Promise<string> {
    const headers: Record<string, string> = { lang: langOfTag(i18n.language) ?? 'en' };
    const token = session.getToken();
    if (token) headers.token = token;
    let response: Response;
    try {
      response = await fetch(path, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new RequestError(t(timedOut ? 'desk:errors.timeout' : 'desk:errors.offline'), 0);
    }
    const type = response.headers.get('content-type') ?? '';
    if (response.status === 401 || type.includes('application/json')) {
      const body: unknown = await response.json().catch(() => undefined);
      const message =
        typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string'
          ? body.msg
          : undefined;
      if (response.status === 401) {
        session.endSession();
        throw new RequestError(message ?? t('desk:errors.sessionEnded'), 401);
      }
      throw new RequestError(message ?? t('desk:errors.http', { status: response.status }), response.status);
    }
    if (!response.ok) throw new RequestError(t('desk:errors.http', { status: response.status }), response.status);
    const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
    saveBlob(await response.blob(), name);
    return name;
  };
}
