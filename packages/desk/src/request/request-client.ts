import { langOfTag } from '@shop/contract/language-tags';
import type { i18n as I18n } from 'i18next';
import { translateKey } from '../i18n/translation-key.ts';
import type { DeskSession } from '../session/session.ts';
import { RequestError } from './request-error.ts';

/** Anything that can check a response's data, e.g. a zod schema from @shop/contract. */
export interface Schema<T> {
  parse(input: unknown): T;
}

/**
 * A schema whose code is fetched when the call is made, e.g. `() => import('@shop/contract/console').then((m) =>
 * m.operatorDto)`: a page that must load before any other (the sign-in) then carries no validation library. The
 * import starts with the request and is awaited after it; a failed import is reported as the network's failure.
 */
export type LazySchema<T> = () => Promise<Schema<T>>;

/** The answer of a call that returns nothing (`data: null`), checked without a schema library. */
export const noData: Schema<null> = {
  parse(input) {
    if (input !== null) throw new TypeError('expected no data');
    return null;
  },
};

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON; a FormData (an upload) is sent as multipart as it is. */
  body?: unknown;
  /** Usually the one React Query passes, so leaving a page cancels its calls. */
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call; never in place of the token or language. */
  headers?: Record<string, string>;
  /** Longer than the default for uploads. */
  timeoutMs?: number;
}

export interface RequestClientConfig {
  /** Whose token goes in the `token` header, and whose session a 401 ends. */
  session: DeskSession;
  /** The UI's i18next instance: its language goes in the `lang` header, so server messages match the screen. */
  i18n: I18n;
  /** Default 10 s. */
  timeoutMs?: number;
  /**
   * Sees every refusal the server sends before the caller gets it, for what the desk does beyond the page that
   * called: the console sends an operator whose role requires two-factor sign-in, still off, to where it is turned on.
   */
  onRefusal?(error: RequestError): void;
}

export interface RequestFunction {
  <T>(path: string, options: RequestOptions & { schema: Schema<T> | LazySchema<T> }): Promise<T>;
  (path: string, options?: RequestOptions): Promise<unknown>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  return 'code' in body && typeof body.code === 'number' && 'msg' in body && typeof body.msg === 'string';
}

function errorKeyOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  return typeof data.error === 'string' ? data.error : undefined;
}

function fieldsOf(data: unknown): Record<string, string> | undefined {
  if (typeof data !== 'object' || data === null || !('fields' in data)) return undefined;
  const { fields } = data;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/**
 * A desk app's API client: adds the user's token and the UI language, unwraps the `{ code, msg, data }` envelope and
 * checks `data` with `schema`. Throws RequestError on any failure (with the server's key and per-field validation
 * keys); a 401 also ends the session.
 */
export function createRequestClient({
  session,
  i18n,
  timeoutMs: defaultTimeout = DEFAULT_TIMEOUT_MS,
  onRefusal,
}: RequestClientConfig): RequestFunction {
  const t = (key: string, values?: Record<string, unknown>) => translateKey(i18n, key, values);

  function transportFailure(error: unknown): RequestError {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return new RequestError(t('desk:errors.timeout'), 0);
    }
    return new RequestError(t('desk:errors.offline'), 0);
  }

  async function request(
    path: string,
    {
      method = 'GET',
      body,
      signal,
      headers: extraHeaders,
      timeoutMs = defaultTimeout,
      schema,
    }: RequestOptions & { schema?: Schema<unknown> | LazySchema<unknown> } = {},
  ): Promise<unknown> {
    const loadingSchema = typeof schema === 'function' ? schema() : undefined;
    // Awaited once the answer is in; until then a failed import must not be reported as unhandled.
    loadingSchema?.catch(() => undefined);
    const headers: Record<string, string> = { ...extraHeaders, lang: langOfTag(i18n.language) ?? 'en' };
    delete headers.token;
    const token = session.getToken();
    if (token) headers.token = token;
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';

    const timeout = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      // A cancel asked for by the caller is not a failure to report; React Query expects the AbortError back.
      if (signal?.aborted) throw error;
      throw transportFailure(error);
    }

    const payload: unknown = await response.json().catch(() => undefined);
    const envelope = isEnvelope(payload) ? payload : undefined;

    if (response.status === 401) {
      // Expired, revoked or ended elsewhere: nothing this session holds is usable any more.
      session.endSession();
      throw new RequestError(envelope?.msg ?? t('desk:errors.sessionEnded'), 401, { code: envelope?.code });
    }
    if (!envelope) {
      throw new RequestError(t('desk:errors.http', { status: response.status }), response.status);
    }
    if (envelope.code !== 1) {
      const refusal = new RequestError(envelope.msg, response.status, {
        code: envelope.code,
        key: errorKeyOf(envelope.data),
        fields: fieldsOf(envelope.data),
        data: envelope.data,
      });
      onRefusal?.(refusal);
      throw refusal;
    }
    if (!schema) return envelope.data;
    let check: Schema<unknown>;
    try {
      check = loadingSchema ? await loadingSchema : (schema as Schema<unknown>);
    } catch (error) {
      throw transportFailure(error);
    }
    try {
      return check.parse(envelope.data);
    } catch {
      // The server and this build disagree on a shape: say so instead of rendering half a page.
      throw new RequestError(t('desk:errors.badData'), response.status, { code: 1 });
    }
  }

  return request as RequestFunction;
}
