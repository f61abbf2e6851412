import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * Counts one hit on `key` in a fixed window, atomically (one upsert), so the count holds across every API
 * process sharing the database. Returns the count including this hit and when the window started.
 */
export async function countHit(db: Executor, key: string, windowSeconds: number) {
  const { rows } = await sql<{ count: number; window_start: Date }>`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: Number(row.count), windowStart: new Date(row.window_start) };
}

/** The current count on `key` without adding a hit (0 when its window has passed). */
export async function currentCount(db: Executor, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where(sql<boolean>`window_start > now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export async function clearKey(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneOlderThan(db: Executor, seconds: number): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`window_start < now() - make_interval(secs => ${seconds})`)
    .execute();
}
