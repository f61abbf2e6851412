import { createHash, randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { claimKey, findKey, releaseKey, storeResponse } from './idempotency.repo.ts';

/* What other modules and flows may use of this module's repo, unchanged: the service is the module's face. */
export { pruneKeys } from './idempotency.repo.ts';

/** What a money-moving call answered: replayed as it was to a retry with the same key and body. */
export interface StoredAnswer<T> {
  data: T;
  messageKey: string;
}

const KEY_PATTERN = /^[\w-]{8,100}$/;

/** The Idempotency-Key header when present; a malformed one is refused rather than silently ignored. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw new AppError('VALIDATION');
  return key;
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * What a money-moving action gets from runOnce when the call has a key. The action writes `key` on the row of its
 * effect (a unique column) and calls `record` with its answer in the same transaction, before it commits: then the
 * effect, its key and its answer commit together or not at all.
 */
export interface Effect<T> {
  /** `<scope> <key>`: unique per caller and call kind, stored on the effect's row. */
  key: string;
  /** Stores the answer for the key in the effect's transaction (refuses, rolling it back, if the lease was lost). */
  record: (trx: Executor, data: T) => Promise<void>;
}

export interface OnceCall<T> {
  /** Who calls and which call, e.g. `shopper:7:extract`: keys are per scope. */
  scope: string;
  key: string | undefined;
  /** What identifies the request (secrets left out): the same key with another body is refused. */
  body: unknown;
  /** The success message key of the answer. */
  messageKey: string;
  /**
   * Finds the answer of an effect committed under `effectKey` on its own row, for a retry that arrives after the key
   * was pruned (or whose claim was otherwise lost). Throws IDEMPOTENCY_KEY_REUSED when that effect is another request's.
   */
  committed?: (effectKey: string) => Promise<T | undefined>;
}

/** The unique indexes of effect keys (migration 011). */
const EFFECT_KEY_INDEXES = [
  'withdrawals_idempotency_key',
  'withdrawals_decision_key',
  'recharges_idempotency_key',
  'recharges_decision_key',
  'refund_decisions_pkey',
];

/** `<scope> <key>`, as stored on effect rows. */
export function effectKeyOf(scope: string, key: string): string {
  return `${scope} ${key}`;
}

/**
 * Runs a money-moving call at most once per key (docs/domain.md#idempotency):
 *   - the first call claims the key in the database with a lease (LEASE_SECONDS), so concurrent calls with the same
 *     key (on any API process) are told the request is in progress;
 *   - the action commits its effect, the key on the effect's row and its answer in one transaction (Effect), so a
 *     retry finds the answer, or the effect never happened;
 *   - a finished call's answer is replayed to the same key and body; another body with the same key is refused;
 *   - business failures release the key (nothing moved, so a retry may succeed); a process that died mid-request
 *     leaves an unanswered claim whose lease ends, after which a retry runs the call afresh;
 *   - a retry whose key is gone (pruned after a day) finds the effect by the key on its row (`committed`) and
 *     answers it, so a committed effect never runs twice while its row exists.
 * An action that does not record its answer (a call that moves no money) has it stored after it returns.
 */
export async function runOnce<T>(
  db: Db,
  call: OnceCall<T>,
  action: (effect: Effect<T> | undefined) => Promise<T>,
): Promise<StoredAnswer<T>> {
  const { scope, key, messageKey } = call;
  if (key === undefined) return { data: await action(undefined), messageKey };
  const requestHash = hashOf(call.body);
  const claim = { scope, key, requestHash, holder: randomUUID() };
  if (!(await claimKey(db, claim))) {
    const existing = await findKey(db, scope, key);
    // Gone between the claim and the read: released by a failed call, or pruned: the retry should just try again.
    if (!existing) throw new AppError('REQUEST_IN_PROGRESS');
    if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.response === null) throw new AppError('REQUEST_IN_PROGRESS');
    return existing.response as StoredAnswer<T>;
  }
  const effectKey = effectKeyOf(scope, key);
  let recorded = false;
  let data: T;
  try {
    const done = await call.committed?.(effectKey);
    if (done !== undefined) {
      data = done;
    } else {
      data = await action({
        key: effectKey,
        record: async (trx, answer) => {
          if (!(await storeResponse(trx, claim, { data: answer, messageKey })))
            throw new AppError('REQUEST_IN_PROGRESS');
          recorded = true;
        },
      });
    }
  } catch (error) {
    // A failed call releases its claim; one whose answer was recorded (a commit whose reply was lost) keeps it.
    await releaseKey(db, claim).catch(() => undefined);
    // Two live claims of one key (a lease taken over from a request still running): the other one made the effect.
    if (EFFECT_KEY_INDEXES.some((index) => isUniqueViolation(error, index))) throw new AppError('REQUEST_IN_PROGRESS');
    throw error;
  }
  const answer = { data, messageKey };
  if (!recorded) await storeResponse(db, claim, answer);
  return answer;
}
