import { RequestError } from '../../lib/request-error.ts';

/**
 * The Idempotency-Key of order/pay (DESIGN §3): one key per payment attempt. Sending the same attempt again
 * (same orders, same code) after an answer that never arrived reuses its key, so the server replays the first
 * outcome instead of charging twice. Once the server has answered, the next tap is a new attempt with a new key:
 * replaying "insufficient balance" after a recharge would be wrong.
 */
export class PayAttempts {
  private current: { key: string; body: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key to send with this payment. */
  keyFor(orderIds: readonly number[], payPassword: string): string {
    const body = JSON.stringify([orderIds, payPassword]);
    if (!this.current || this.current.body !== body) this.current = { key: this.newKey(), body };
    return this.current.key;
  }

  /** The server answered (paid, or refused for a reason): the attempt is over. */
  answered(): void {
    this.current = null;
  }
}

/**
 * Whether a failed payment got a real answer. Lost connections, timeouts, 5xx, the client's duplicate guard and
 * the server's "still processing" leave the outcome open: the same attempt must be retried with the same key.
 */
export function isAnswered(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.kind === 'business') return error.errorKey !== 'REQUEST_IN_PROGRESS';
  return error.kind === 'unauthorized' || (error.kind === 'http' && (error.status ?? 500) < 500);
}
