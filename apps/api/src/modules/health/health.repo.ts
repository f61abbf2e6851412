import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export async function ping(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
