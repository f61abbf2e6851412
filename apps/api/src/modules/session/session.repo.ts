import { sql } from 'kysely';
import { type Db, type Executor, runPrepared } from '../../db/database.ts';
import type { SessionActor } from '../../db/schema.ts';

export interface NewSession {
  tokenHash: string;
  actor: SessionActor;
  subjectId: number;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Executor, s: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: s.tokenHash,
      actor: s.actor,
      subject_id: s.subjectId,
      expires_at: s.expiresAt,
      ip: s.ip,
      user_agent: s.userAgent,
    })
    .execute();
}

/**
 * The live session for a token hash: not revoked and not expired. Every signed-in call runs it first, so it is a
 * prepared statement (parsed and planned once per connection, no query built per call).
 */
export async function findLiveSession(db: Db, tokenHash: string) {
  const [row] = await runPrepared<{
    id: number;
    actor: SessionActor;
    subject_id: number;
    expires_at: Date;
    last_used_at: Date;
  }>(
    db,
    'live_session',
    `select id, actor, subject_id, expires_at, last_used_at from sessions
     where token_hash = $1 and revoked_at is null and expires_at > now()`,
    [tokenHash],
  );
  return row;
}

/**
 * The reason a shopper's account was frozen, when this token is a shopper's session that the freeze ended (or that
 * is still open on a frozen account) and has not expired; undefined for any other token. Runs only for a token that
 * opened nothing, so it costs nothing on the way of a live session.
 */
export async function findFrozenShopperSession(db: Executor, tokenHash: string) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.subject_id')
      .select('users.frozen_reason')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.actor', '=', 'shopper')
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .where('users.frozen', '=', true)
      // Ended by the freeze (same transaction, same now()) or later, not by a sign-out before it.
      .where((eb) =>
        eb.or([eb('sessions.revoked_at', 'is', null), eb('sessions.revoked_at', '>=', eb.ref('users.frozen_at'))]),
      )
      .executeTakeFirst()
  );
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('id', '=', sessionId).execute();
}

/** Ends every live session of a subject, except `keepSessionId` when given. */
export async function revokeAllSessions(
  db: Executor,
  actor: SessionActor,
  subjectId: number,
  keepSessionId?: number,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks a session used now from `ip`, unless it was marked within the last minute (checked again here, so two
 * requests that both saw an old mark write once).
 */
export async function touchSession(db: Executor, sessionId: number, ip: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql`now()`, ip })
    .where('id', '=', sessionId)
    .where('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}

/** Ends one live session of a subject: false when it is not one of its live sessions. */
export async function revokeSubjectSession(
  db: Executor,
  actor: SessionActor,
  subjectId: number,
  sessionId: number,
): Promise<boolean> {
  const row = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', sessionId)
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listLiveSessions(db: Executor, actor: SessionActor, subjectId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'ip', 'user_agent', 'last_used_at'])
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSessionsSince(db: Executor, actor: SessionActor, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('actor', '=', actor)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
