import type { Executor } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

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
