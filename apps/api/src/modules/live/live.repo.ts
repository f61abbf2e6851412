import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The only SQL of live events. Triggers write them (migration 021); this module reads and prunes them. */

const eventColumns = ['id', 'kind', 'payload', 'created_at'] as const;

/**
 * The audiences' events with an id above `aboveId`, or written (their transaction started) within the last
 * `lookbackSeconds`: ids come from a sequence taken when each row is written, not when its transaction commits, so an
 * event can become visible after one with a higher id was read. Oldest id first.
 */
export async function readRecent(db: Executor, audiences: readonly string[], aboveId: number, lookbackSeconds: number) {
  return db
    .selectFrom('live_events')
    .select(eventColumns)
    .where('audience', 'in', audiences)
    .where((eb) =>
      eb.or([
        eb('id', '>', aboveId),
        eb('created_at', '>', sql<Date>`now() - make_interval(secs => ${lookbackSeconds})`),
      ]),
    )
    .orderBy('id')
    .limit(1000)
    .execute();
}
export type LiveEventRow = Awaited<ReturnType<typeof readRecent>>[number];

/** What a client that saw `lastId` may have missed: later ids, and those written up to `lookbackSeconds` before it. */
export async function readMissed(db: Executor, audiences: readonly string[], lastId: number, lookbackSeconds: number) {
  return db
    .selectFrom('live_events')
    .select(eventColumns)
    .where('audience', 'in', audiences)
    .where((eb) =>
      eb.or([
        eb('id', '>', lastId),
        eb(
          'created_at',
          '>',
          sql<Date>`(select created_at from live_events where id = ${lastId}) - make_interval(secs => ${lookbackSeconds})`,
        ),
      ]),
    )
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** Whether the event `id` is still kept (a replay from it is possible). */
export async function isKept(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('live_events').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The highest id written so far (0 when none). */
export async function highestId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Drops events older than `hours`; returns how many. */
export async function pruneOlderThan(db: Executor, hours: number): Promise<number> {
  const result = await db
    .deleteFrom('live_events')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
