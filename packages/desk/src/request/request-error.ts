/** What the server said besides its message, when the body was an envelope. */
export interface RequestErrorDetails {
  /** The envelope's `code` (0 for a business failure). */
  code?: number;
  /** Stable machine key from `data.error`, e.g. WRONG_CREDENTIALS. */
  key?: string;
  /** For a validation failure: the server's `data.fields`, a validation key per field path ("skus.0.price"). */
  fields?: Readonly<Record<string, string>>;
  /** The refusal's whole `data`, for keys that carry more than a message (SELLER_REFUSED's `{ status, reason }`). */
  data?: unknown;
}

/** A failed call. `message` is the text to show: the server's `msg` (already in the user's language) when it sent one. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly code?: number;
  readonly key?: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly data?: unknown;

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    { code, key, fields, data }: RequestErrorDetails = {},
  ) {
    super(message);
    this.code = code;
    this.key = key;
    this.fields = fields;
    this.data = data;
  }
}

/** Whether `error` is a refusal with one of these keys (e.g. someone else handled the row first). */
export function hasErrorKey(error: unknown, keys: ReadonlySet<string> | readonly string[]): boolean {
  if (!(error instanceof RequestError) || error.key === undefined) return false;
  return Array.isArray(keys) ? keys.includes(error.key) : (keys as ReadonlySet<string>).has(error.key);
}
