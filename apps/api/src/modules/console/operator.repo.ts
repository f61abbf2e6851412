import { type Insertable, sql, type Updateable } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';

export async function findOperatorById(db: Executor, id: number) {
  return db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The setting naming the operator roles whose holders must have two-factor sign-in on. */
export const TWO_FACTOR_POLICY_KEY = 'two_factor_roles';

/**
 * An operator with what its guard and its /me need in one statement: whether its two-factor sign-in is on and
 * whether the platform's policy requires it of one of its roles.
 */
export async function findOperatorWithFactor(db: Executor, id: number) {
  return db
    .selectFrom('operators')
    .selectAll()
    .select(
      sql<boolean>`exists (select 1 from second_factors f where f.actor = 'operator' and f.subject_id = operators.id and f.enabled_at is not null)`.as(
        'two_factor_on',
      ),
    )
    .select(
      sql<boolean>`coalesce((select (s.value)::jsonb ?| operators.roles::text[] from settings s where s.key = ${TWO_FACTOR_POLICY_KEY}), false)`.as(
        'two_factor_required',
      ),
    )
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An operator by its account or, when `asked` is an e-mail, by its e-mail (forgot password). */
export async function findOperatorByAccountOrEmail(db: Executor, asked: string) {
  const key = asked.trim().toLowerCase();
  return db
    .selectFrom('operators')
    .selectAll()
    .where((eb) => eb.or([eb('account', '=', key), eb.and([eb('email', '<>', ''), eb(sql`lower(email)`, '=', key)])]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function setOperatorPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('operators').set({ password_hash: passwordHash }).where('id', '=', id).execute();
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
