import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * How long a claim holds its key: past it, a request that never answered is taken to have died (a process killed
 * mid-request) and a retry runs it afresh. Longer than any live request (the API answers within 10 s: a 3 s wait for
 * a connection, 6 s per statement) and short enough that a client retrying through a crash is answered well within a
 * minute. Money never depends on it: a late duplicate meets the effect's own key or its conditional update.
 */
export const LEASE_SECONDS = 15;

/**
 * Claims a key for `holder`: true when the key is new, or its last claim never answered and its lease has ended
 * (that request died without committing: see runOnce). A live lease or a stored answer leaves the row as it is.
 */
export async function claimKey(
  db: Executor,
  claim: { scope: string; key: string; requestHash: string; holder: string },
): Promise<boolean> {
  const lease = sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`;
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
      response: null,
      lease_until: lease,
      holder: claim.holder,
    })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({ request_hash: claim.requestHash, lease_until: lease, holder: claim.holder })
        .where('idempotency_keys.response', 'is', null)
        .where('idempotency_keys.lease_until', '<', sql<Date>`now()`),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findKey(db: Executor, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Stores the answer of `holder`'s claim; false when that claim no longer holds the key (answered or taken over). */
export async function storeResponse(
  db: Executor,
  claim: { scope: string; key: string; holder: string },
  response: unknown,
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .where('response', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Frees `holder`'s unanswered claim (its call failed and moved nothing); an answered key is never released. */
export async function releaseKey(db: Executor, claim: { scope: string; key: string; holder: string }): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('holder', '=', claim.holder)
    .where('response', 'is', null)
    .execute();
}

/**
 * Keys are kept for a day: long enough for any client retry. A money-moving call's effect keeps its key on its own
 * row (migration 011), so a retry after this still finds what it did.
 */
export async function pruneKeys(db: Executor, olderThanHours = 24): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .execute();
}
