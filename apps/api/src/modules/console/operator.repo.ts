import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';

export async function findOperatorById(db: Executor, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOperatorByAccount(db: Executor, account: string) {
  return db.selectFrom('operators').selectAll().where('account', '=', account.trim().toLowerCase()).executeTakeFirst();
}

export async function insertOperator(db: Executor, operator: Insertable<OperatorsTable>) {
  return db
    .insertInto('operators')
    .values({ ...operator, account: operator.account.trim().toLowerCase() })
    .onConflict((oc) => oc.column('account').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function countOperators(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every operator, oldest first (a short list: the platform's staff), with the total. */
export async function listOperators(db: Executor, limit: number, offset: number) {
  const [list, total] = await Promise.all([
    db.selectFrom('operators').selectAll().orderBy('id').limit(limit).offset(offset).execute(),
    countOperators(db),
  ]);
  return { list, total };
}

export async function updateOperator(db: Executor, id: number, changes: Updateable<OperatorsTable>) {
  return db
    .updateTable('operators')
    .set(changes.account === undefined ? changes : { ...changes, account: changes.account.trim().toLowerCase() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

const activeAdmin = sql<boolean>`'admin' = any(roles) and not disabled`;

/**
 * Holds every active admin's row for the rest of the transaction, so two saves that could each remove an admin run
 * one after the other, and the second counts what the first left.
 */
export async function lockActiveAdmins(db: Executor): Promise<void> {
  await db.selectFrom('operators').select('id').where(activeAdmin).orderBy('id').forUpdate().execute();
}

export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(activeAdmin)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Notes a successful sign-in (the operator list shows it). */
export async function recordOperatorLogin(db: Executor, id: number): Promise<void> {
  await db.updateTable('operators').set({ last_login_at: sql`now()` }).where('id', '=', id).execute();
}
