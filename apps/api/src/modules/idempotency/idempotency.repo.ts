import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Claims a key: true when this call is the first with it (the row is new). */
export async function claimKey(db: Executor, scope: string, key: string, requestHash: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: requestHash, response: null })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
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

export async function storeResponse(db: Executor, scope: string, key: string, response: unknown): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
}

export async function releaseKey(db: Executor, scope: string, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Keys are kept for a day: long enough for any client retry. */
export async function pruneKeys(db: Executor, olderThanHours = 24): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
    .execute();
}
