import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DeskActor } from '../../db/schema.ts';

/** An account's factor row, held for the rest of the transaction (one code check at a time per account). */
export async function lockFactor(db: Executor, actor: DeskActor, subjectId: number) {
  return db
    .selectFrom('second_factors')
    .selectAll()
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findFactor(db: Executor, actor: DeskActor, subjectId: number) {
  return db
    .selectFrom('second_factors')
    .selectAll()
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
}

/** Whether each of `subjectIds` has two-factor sign-in on (lists of operators and staff). */
export async function enabledAmong(db: Executor, actor: DeskActor, subjectIds: number[]): Promise<Set<number>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('second_factors')
    .select('subject_id')
    .where('actor', '=', actor)
    .where('subject_id', 'in', subjectIds)
    .where('enabled_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.subject_id));
}

/** A pending secret replaces any earlier pending one; an enabled factor is never replaced here. */
export async function putPendingSecret(db: Executor, actor: DeskActor, subjectId: number, secret: string) {
  const row = await db
    .insertInto('second_factors')
    .values({ actor, subject_id: subjectId, secret })
    .onConflict((oc) =>
      oc
        .columns(['actor', 'subject_id'])
        .doUpdateSet({ secret, last_step: 0 })
        .where('second_factors.enabled_at', 'is', null),
    )
    .returning('actor')
    .executeTakeFirst();
  return row !== undefined;
}

export async function enableFactor(db: Executor, actor: DeskActor, subjectId: number, step: number) {
  await db
    .updateTable('second_factors')
    .set({ enabled_at: sql`now()`, last_step: step, failures: 0, failures_since: null, locked_until: null })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function deleteFactor(db: Executor, actor: DeskActor, subjectId: number) {
  await db.deleteFrom('second_factors').where('actor', '=', actor).where('subject_id', '=', subjectId).execute();
  await db.deleteFrom('recovery_codes').where('actor', '=', actor).where('subject_id', '=', subjectId).execute();
}

/** An accepted code: its step is now the last one, the failures are forgotten. */
export async function acceptStep(db: Executor, actor: DeskActor, subjectId: number, step: number) {
  await db
    .updateTable('second_factors')
    .set({ last_step: step, failures: 0, failures_since: null })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function clearFailures(db: Executor, actor: DeskActor, subjectId: number) {
  await db
    .updateTable('second_factors')
    .set({ failures: 0, failures_since: null })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function recordFailures(
  db: Executor,
  actor: DeskActor,
  subjectId: number,
  changes: { failures: number; failures_since: Date | null; locked_until: Date | null },
) {
  await db
    .updateTable('second_factors')
    .set(changes)
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .execute();
}

export async function replaceRecoveryCodes(db: Executor, actor: DeskActor, subjectId: number, hashes: string[]) {
  await db.deleteFrom('recovery_codes').where('actor', '=', actor).where('subject_id', '=', subjectId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ actor, subject_id: subjectId, code_hash })))
    .execute();
}

/** Uses a recovery code once: true when it was one of the account's unused codes. */
export async function useRecoveryCode(db: Executor, actor: DeskActor, subjectId: number, hash: string) {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql`now()` })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodesLeft(db: Executor, actor: DeskActor, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(
  db: Executor,
  challenge: { tokenHash: string; actor: DeskActor; subjectId: number; minutes: number },
) {
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: challenge.tokenHash,
      actor: challenge.actor,
      subject_id: challenge.subjectId,
      expires_at: sql<Date>`now() + make_interval(mins => ${challenge.minutes})`,
    })
    .execute();
}

export async function findOpenChallenge(db: Executor, tokenHash: string) {
  return db
    .selectFrom('sign_in_challenges')
    .select(['id', 'actor', 'subject_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Closes a challenge once: false when another request closed it first. */
export async function closeChallenge(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .updateTable('sign_in_challenges')
    .set({ used_at: sql`now()` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function pruneChallenges(db: Executor) {
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', sql<Date>`now() - interval '1 day'`).execute();
}

export async function insertResetCode(
  db: Executor,
  code: { actor: DeskActor; subjectId: number; codeHash: string; minutes: number },
) {
  await db
    .insertInto('desk_reset_codes')
    .values({
      actor: code.actor,
      subject_id: code.subjectId,
      code_hash: code.codeHash,
      expires_at: sql<Date>`now() + make_interval(mins => ${code.minutes})`,
    })
    .execute();
}

/** Uses a live reset code once: true when it matched. */
export async function consumeResetCode(db: Executor, actor: DeskActor, subjectId: number, codeHash: string) {
  const row = await db
    .updateTable('desk_reset_codes')
    .set({ used_at: sql`now()` })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every other live code of the account stops working (after a reset). */
export async function expireResetCodes(db: Executor, actor: DeskActor, subjectId: number) {
  await db
    .updateTable('desk_reset_codes')
    .set({ used_at: sql`now()` })
    .where('actor', '=', actor)
    .where('subject_id', '=', subjectId)
    .where('used_at', 'is', null)
    .execute();
}
