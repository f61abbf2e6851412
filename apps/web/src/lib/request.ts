import i18n from 'i18next';
import { DuplicateGuard } from './duplicate-guard.ts';
import { encodeQuery } from './query-string.ts';
import { describeFailure, RequestError } from './request-error.ts';
import { session } from './session.ts';
import { toast } from './toast.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
/** Uploads (a FormData body) get longer: a 5 MB picture over a slow phone connection takes more than 10 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;
export const API_BASE = '/api';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** GET parameters (query string; objects as key[subkey]; empty values dropped). */
  params?: Record<string, unknown>;
  /** JSON body, or a FormData (multipart upload: sent as is, the browser writes its content type). */
  body?: unknown;
  /** Opt out of sending the token (public reads). */
  withoutToken?: boolean;
  /** Opt out of the 1000 ms duplicate-submit guard (docs/shopper-app.md#requests-and-errors). */
  allowDuplicate?: boolean;
  /** Do not show the failure toast or act on 401: the caller handles the failure itself. */
  silent?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const guard = new DuplicateGuard();

/** How a request reaches the API: the platform's fetch in the browser; the API itself when it renders a page. */
export type RequestTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: RequestTransport = (url, init) => fetch(url, init);

/** Server rendering: the API answers the app's reads in-process (no network, no token). */
export function setRequestTransport(next: RequestTransport): void {
  transport = next;
}

/** Offline as far as the browser knows; never on the server. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let onUnauthorized: (error: RequestError) => void = () => {};

/**
 * The app layer tells the client how to send the shopper to /login (lib code does not know the router); the handler
 * gets the refusal, whose key says why (ACCOUNT_FROZEN: the account was frozen, with the reason).
 */
export function setUnauthorizedHandler(handler: (error: RequestError) => void): void {
  onUnauthorized = handler;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params ?? {});

function fail(error: RequestError, silent: boolean | undefined): never {
  if (!silent) toast.fail(error.message);
  throw error;
}

/**
 * The one way the app talks to the API: token and language headers, 10 s timeout, the duplicate-submit guard, no write
 * while offline, and the error handling of docs/shopper-app.md#requests-and-errors. Resolves with `data` when code is
 * 1; otherwise toasts the message and throws a RequestError.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // Offline, every write is refused before anything is sent: it could not arrive, and queued it might arrive later,
  // when the shopper no longer expects it. Reads go out and fail quietly; the app shows what it saw last.
  if (method !== 'GET' && offline()) {
    fail(new RequestError('offline', t('offline:writeRefused')), options.silent);
  }
  const url = `${API_BASE}${path}${encodeQuery(options.params)}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // A FormData cannot be compared cheaply (two different pictures look alike as JSON): uploads skip the guard.
  if (!options.allowDuplicate && !isForm && !guard.admit(method, url, options.body)) {
    fail(new RequestError('duplicate', t('common:errors.duplicate')), options.silent);
  }

  const { token, setting } = session.get();
  const headers: Record<string, string> = { lang: setting.lang.file_name, ...options.headers };
  if (token && !options.withoutToken) headers.token = token;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? (isForm ? UPLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS)),
    });
  } catch (err) {
    const timedOut = err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError');
    const kind = timedOut ? 'timeout' : 'network';
    const message = describeFailure({ transport: timedOut ? 'timeout' : 'Network Error' }, t);
    // Offline the banner already says so: no toast for each read that could not go out.
    return fail(new RequestError(kind, message), options.silent || offline());
  }

  let body: Envelope<T> | null;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = null;
  }

  if (response.status === 401 || body?.code === 401) {
    const message = describeFailure({ status: 401, body }, t);
    const error = new RequestError('unauthorized', message, 401, body?.data);
    const wasLoggedIn = Boolean(session.get().token);
    if (!options.silent && wasLoggedIn) {
      session.clear();
      onUnauthorized(error);
    }
    return fail(error, options.silent);
  }
  if (!response.ok || !body) {
    const message = describeFailure({ status: response.status, body }, t);
    return fail(new RequestError('http', message, response.status, body?.data), options.silent);
  }
  if (body.code !== 1) {
    return fail(new RequestError('business', body.msg, response.status, body.data), options.silent);
  }
  return body.data;
}

/** For tests: forget the previous request seen by the duplicate guard. */
export function resetDuplicateGuardForTests(): void {
  Object.assign(guard, new DuplicateGuard());
}
