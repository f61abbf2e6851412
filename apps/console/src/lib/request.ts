import { endSession, getToken } from './session.ts';

/** Anything that can check a response's data, e.g. a zod schema from @shop/contract. */
export interface Schema<T> {
  parse(input: unknown): T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Usually the one React Query passes, so leaving a page cancels its calls. */
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call (DESIGN §3). */
  headers?: Record<string, string>;
}

/** A failed call. `message` is the text to show the operator: the server's `msg` whenever it sent one. */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The envelope's `code` (0 for a business failure), when the body was an envelope. */
    readonly code?: number,
    /** Stable machine key from `data.error`, e.g. WRONG_CREDENTIALS. */
    readonly key?: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

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

function transportFailure(error: unknown): RequestError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new RequestError('The server did not answer in time. Please try again.', 0);
  }
  return new RequestError('Cannot reach the server. Check the connection and try again.', 0);
}

/**
 * Calls the console API: adds the operator token and language, unwraps the `{ code, msg, data }` envelope and
 * checks `data` with `schema`. Throws RequestError on any failure; on 401 also ends the session.
 */
export async function request<T>(path: string, options: RequestOptions & { schema: Schema<T> }): Promise<T>;
export async function request(path: string, options?: RequestOptions): Promise<unknown>;
export async function request<T>(
  path: string,
  { method = 'GET', body, signal, schema, headers: extraHeaders }: RequestOptions & { schema?: Schema<T> } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { ...extraHeaders, lang: 'en' };
  const token = getToken();
  if (token) headers.token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';

  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
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
    endSession();
    throw new RequestError(envelope?.msg ?? 'Your session has ended. Please sign in again.', 401, envelope?.code);
  }
  if (!envelope) {
    throw new RequestError(`The server answered with an error (HTTP ${response.status}).`, response.status);
  }
  if (envelope.code !== 1) {
    throw new RequestError(envelope.msg, response.status, envelope.code, errorKeyOf(envelope.data));
  }
  if (!schema) return envelope.data;
  try {
    return schema.parse(envelope.data);
  } catch {
    // The server and this build disagree on a shape: say so instead of rendering half a page.
    const message = 'The server sent data this console does not understand. Reload the page.';
    throw new RequestError(message, response.status, 1);
  }
}
