import type { ErrorKey } from '@shop/contract/errors';
import type { Params } from './i18n.ts';

/**
 * The one error type of the API. Services throw it with a stable key; the error plugin turns it into the
 * envelope with the HTTP status for that key and a message in the request's language.
 */
export class AppError extends Error {
  constructor(
    public readonly key: ErrorKey,
    public readonly params?: Params,
    /** Extra machine-readable detail sent in `data` beside `error`. */
    public readonly detail?: Record<string, unknown>,
    /**
     * The HTTP status when this failure is not the key's usual one: ACCOUNT_FROZEN is a business refusal at sign-in
     * (200) but a 401 for a session the freeze ended.
     */
    public readonly status?: number,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** HTTP status per error key: business failures are 200 with code 0 (docs/architecture.md#errors-and-messages); the rest are transport errors. */
export const HTTP_STATUS: Partial<Record<ErrorKey, number>> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** The console must send the operator to its own security page, whatever it asked. */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  /** A staff member asked for what only the owner does: like FORBIDDEN, in words that say why. */
  OWNER_ONLY: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  /** The picture store (disk or S3) refused or could not be reached: nothing was saved, trying again may work. */
  PICTURE_STORE_FAILED: 503,
  DATABASE_UNAVAILABLE: 503,
};

export function statusOf(key: ErrorKey): number {
  return HTTP_STATUS[key] ?? 200;
}
