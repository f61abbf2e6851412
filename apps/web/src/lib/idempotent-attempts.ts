import { RequestError } from './request-error.ts';

/**
 * The Idempotency-Key of a money-moving POST (pay, recharge, withdrawal; docs/domain.md#idempotency): one key per
 * attempt. Sending the same body again after an answer that never arrived reuses the key, so the server replays the
 * first outcome instead of paying or withdrawing twice; once the server has answered, the next tap is a new attempt
 * with a new key (replaying "insufficient balance" after a recharge would be wrong).
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

  /** The server answered (accepted, or refused for a reason): the attempt is over. */
  answered(): void {
    this.current = null;
  }
}

/**
 * Whether a failed call got a real answer. Lost connections, timeouts, 5xx, the client's duplicate guard and the
 * server's "still processing" leave the outcome open: the same attempt must go again with the same key.
 */
export function isAnswered(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.kind === 'business') return error.errorKey !== 'REQUEST_IN_PROGRESS';
  return error.kind === 'unauthorized' || (error.kind === 'http' && (error.status ?? 500) < 500);
}
