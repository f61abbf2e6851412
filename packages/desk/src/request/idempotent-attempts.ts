import { RequestError } from './request-error.ts';

/**
 * The Idempotency-Key of a money-moving call (docs/domain.md#idempotency): one key per attempt. Sending the same attempt again (same
 * body) after an answer that never arrived reuses its key, so the server replays the first outcome instead of
 * crediting twice. Once the server has answered, the next click is a new attempt with a new key.
 */
export class IdempotentAttempts {
  private current: { key: string; body: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send with this body. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (!this.current || this.current.body !== text) this.current = { key: this.newKey(), body: text };
    return this.current.key;
  }

  /** The server answered (done, or refused for a reason): the attempt is over. */
  answered(): void {
    this.current = null;
  }
}

/**
 * Whether a failed call got a real answer. A lost connection or timeout (status 0), a 5xx and the server's "still
 * processing" leave the outcome open: the same attempt must be retried with the same key.
 */
export function isAnswered(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.status === 0 || error.status >= 500) return false;
  return error.key !== 'REQUEST_IN_PROGRESS';
}
