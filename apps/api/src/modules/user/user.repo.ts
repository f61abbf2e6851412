import { sql } from 'kysely';
import { type Db, type Executor, runPrepared } from '../../db/database.ts';
import type { NewUser, UserUpdate } from '../../db/schema.ts';

export async function findUserById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether a shopper exists and is frozen: every shopper call checks it, so it is a prepared statement. */
export async function findUserStatus(db: Db, id: number) {
  const [row] = await runPrepared<{ id: number; frozen: boolean }>(
    db,
    'user_status',
    'select id, frozen from users where id = $1',
    [id],
  );
  return row;
}

/** Whether the shopper is frozen, with the row held for the rest of the transaction (a freeze waits for it). */
export async function lockUserStatus(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'frozen', 'frozen_reason'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Notes a successful sign-in (the console's shopper list shows it). */
export async function recordLogin(db: Executor, id: number): Promise<void> {
  await db.updateTable('users').set({ last_login_at: sql`now()` }).where('id', '=', id).execute();
}

export async function findUserByAccountKey(db: Executor, accountKey: string) {
  return db.selectFrom('users').selectAll().where('account_key', '=', accountKey).executeTakeFirst();
}

/** Inserts a user; returns undefined when the account is taken (unique index), without an error. */
export async function insertUser(db: Executor, user: NewUser) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('account_key').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate) {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The payment-code fields of a shopper, read without a lock (the first, unlocked step of a payment-code check). */
export async function findPayCode(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'pay_password_hash', 'pay_locked_until'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * What a payment needs of the shopper, with the row held for the rest of the transaction: the payment-code fields
 * (judged in turn), the frozen flag (a freeze waits for the payment) and the balance. FOR NO KEY UPDATE: it
 * serialises payments, code checks and freezes of the shopper like FOR UPDATE, but lets rows that merely reference
 * the shopper (an order being created) be inserted meanwhile.
 */
export async function lockShopperForPayment(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'pay_password_hash', 'pay_locked_until', 'frozen', 'frozen_reason', 'balance'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The payment-code fields of a shopper, with the row held for the rest of the transaction. */
export async function lockUserForPayCheck(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'pay_password_hash', 'pay_locked_until'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function lockPayments(db: Executor, id: number, minutes: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ pay_locked_until: sql`now() + make_interval(mins => ${minutes})` })
    .where('id', '=', id)
    .execute();
}

export async function countUsers(db: Executor, since?: Date): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'));
  if (since) query = query.where('created_at', '>=', since);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export async function countPayLocked(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('pay_locked_until', '>', sql<Date>`now()`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertResetCode(db: Executor, userId: number, codeHash: string, minutes: number) {
  await db
    .insertInto('password_reset_codes')
    .values({ user_id: userId, code_hash: codeHash, expires_at: sql`now() + make_interval(mins => ${minutes})` })
    .execute();
}

/**
 * Marks the matching live code used and reports whether this call did it: the conditional update makes a code
 * single-use even when two resets race.
 */
export async function consumeResetCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .updateTable('password_reset_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** After a successful reset, every other outstanding code of the account stops working. */
export async function expireResetCodes(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('password_reset_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
