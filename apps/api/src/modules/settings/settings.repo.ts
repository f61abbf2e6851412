import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export async function getSetting<T>(db: Executor, key: string): Promise<T | undefined> {
  const row = await settingQuery(db, key).executeTakeFirst();
  return row?.value as T | undefined;
}

/** getSetting's query, not run: for a statement that reads a setting with other things. */
export function settingQuery(db: Executor, key: string) {
  return db.selectFrom('settings').select('value').where('key', '=', key);
}

export async function putSetting(db: Executor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}

/** Writes a setting only when it has never been set, so seeding never overwrites an operator's choice. */
export async function putSettingIfMissing(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
