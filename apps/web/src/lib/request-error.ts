/**
 * How a call failed; the request client turns each into its message (docs/shopper-app.md#requests-and-errors;
 * 'offline': a write never sent).
 */
export type FailureKind = 'business' | 'unauthorized' | 'network' | 'timeout' | 'http' | 'duplicate' | 'offline';

export class RequestError extends Error {
  constructor(
    public readonly kind: FailureKind,
    message: string,
    public readonly status?: number,
    public readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** The stable key the server put in data.error, when there is one. */
  get errorKey(): string | undefined {
    const data = this.data as { error?: unknown } | undefined;
    return typeof data?.error === 'string' ? data.error : undefined;
  }
}

export interface FailureInput {
  /** The transport failure as a message: 'Network Error', a timeout, or 'Request failed with status code NNN'. */
  transport?: string;
  status?: number;
  /** The JSON body, when the response had one. */
  body?: { code?: unknown; msg?: unknown } | null;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The error catalogue (docs/shopper-app.md#requests-and-errors) as one pure function: a JSON body's msg wins; then
 * 'Network Error', anything with "timeout", and 'Request failed with status code NNN' get their fixed texts; other
 * messages pass unchanged.
 */
export function describeFailure({ transport, status, body }: FailureInput, t: Translate): string {
  if (body && typeof body.msg === 'string' && body.msg) return body.msg;
  const message = transport ?? (status ? `Request failed with status code ${status}` : '');
  if (message === 'Network Error') return t('common:errors.network');
  if (message.toLowerCase().includes('timeout')) return t('common:errors.timeout');
  const statusMatch = /^Request failed with status code (\d{3})$/.exec(message);
  if (statusMatch) return t('common:errors.status', { status: statusMatch[1] });
  return message;
}
