import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export interface AddressFields {
  addressee: string;
  mobile: string;
  country: string;
  area: string;
  detail: string;
  tag: string;
}

const columns = ['id', 'addressee', 'mobile', 'country', 'area', 'detail', 'tag', 'is_default'] as const;

/** A shopper's addresses, default first, then newest. */
export async function listAddresses(db: Executor, userId: number, page: number, limit: number) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('addresses')
      .select(columns)
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** Looked up with the owner's id: another shopper's address is simply not found. */
export async function findAddress(db: Executor, userId: number, id: number) {
  return addressQuery(db, userId, id).executeTakeFirst();
}

/** findAddress's query, not run: for a statement that reads it with other things (checkout.repo.ts). */
export function addressQuery(db: Executor, userId: number, id: number) {
  return db.selectFrom('addresses').select(columns).where('user_id', '=', userId).where('id', '=', id);
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Executor, userId: number, fields: AddressFields) {
  return db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateAddress(db: Executor, userId: number, id: number, fields: AddressFields) {
  return db
    .updateTable('addresses')
    .set({ ...fields, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

/** Makes `id` the only default address of the shopper; false when the address is not theirs. */
export async function setDefault(db: Executor, userId: number, id: number): Promise<boolean> {
  await db
    .updateTable('addresses')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('is_default', '=', true)
    .where('id', '!=', id)
    .execute();
  const row = await db
    .updateTable('addresses')
    .set({ is_default: true })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteAddress(db: Executor, userId: number, id: number) {
  return db
    .deleteFrom('addresses')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('is_default')
    .executeTakeFirst();
}

export async function newestAddressId(db: Executor, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Serialises address writes of one shopper, so the "exactly one default" rule holds under concurrent saves. */
export async function lockShopperAddresses(db: Executor, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

export async function countAddressesSince(db: Executor, since: Date): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The default address, else the newest one, else undefined. */
export async function findDefaultAddress(db: Executor, userId: number) {
  return db
    .selectFrom('addresses')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The countries that decide a shopper's region: the default address's, and the account's. */
export async function findRegionCountries(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('addresses', (join) =>
      join.onRef('addresses.user_id', '=', 'users.id').on('addresses.is_default', '=', true),
    )
    .select(['users.country as account_country', 'addresses.country as address_country'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
