import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { claimKey, findKey, releaseKey, storeResponse } from './idempotency.repo.ts';

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
 * Writes a call's answer to its claimed key in the transaction of the call's effect, so the two commit together
 * (DESIGN §3). Given to runOnce's action; an action that does not use it has its answer stored after it returns.
 */
export type RecordAnswer<T> = (trx: Executor, answer: StoredAnswer<T>) => Promise<void>;

/**
 * Runs a money-moving call at most once per key (DESIGN §3): the first call claims the key in the database, so
 * concurrent calls with the same key (on any API process) see it taken. A finished call's answer is replayed to
 * the same key and body; another body with the same key is refused; a call still running is reported as such.
 * Business failures release the key (nothing moved, so a retry may succeed); the row is written before the
 * action's own transaction, so a crash between the two leaves the key claimed without an answer and a retry is
 * told the request is in progress rather than paying twice. An action that records its answer in its own
 * transaction (the `record` it is given) leaves no moment where the effect is committed and the answer is not.
 */
export async function runOnce<T>(
  db: Db,
  scope: string,
  key: string | undefined,
  body: unknown,
  action: (record: RecordAnswer<T>) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  if (key === undefined) return action(async () => undefined);
  const requestHash = hashOf(body);
  if (!(await claimKey(db, scope, key, requestHash))) {
    const existing = await findKey(db, scope, key);
    if (!existing) throw new AppError('REQUEST_IN_PROGRESS');
    if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (existing.response === null) throw new AppError('REQUEST_IN_PROGRESS');
    return existing.response as StoredAnswer<T>;
  }
  let recorded = false;
  let answer: StoredAnswer<T>;
  try {
    answer = await action(async (trx, inTransaction) => {
      await storeResponse(trx, scope, key, inTransaction);
      recorded = true;
    });
  } catch (error) {
    await releaseKey(db, scope, key);
    throw error;
  }
  if (!recorded) await storeResponse(db, scope, key, answer);
  return answer;
}
