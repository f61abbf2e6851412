import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb, engine } from '../../test/helper.ts';
import { runPrepared } from './database.ts';

/**
 * Closing a database handle ends every session it opened on the server, those of the hand-written statements'
 * pool too: a process that shuts down (or a test file that ends) leaves no idle session behind it.
 */
describe.skipIf(engine !== 'postgres')('a database handle closed (postgres)', () => {
  it("ends its sessions on the server, the prepared statements' pool included", async () => {
    const { db, drop } = await createTestDb();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const name = rows[0]!.name;
    // Sessions of both pools: Kysely's, and several of the hand-written statements' at once.
    await Promise.all([1, 2, 3].map((n) => runPrepared(db, 'destroy_probe', 'select pg_sleep(0.05), $1::int', [n])));
    await sql`select 1`.execute(db);

    const watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await watcher.connect();
    const sessions = async () =>
      (await watcher.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]))
        .rows[0]!.n;
    try {
      expect(await sessions()).toBeGreaterThanOrEqual(4);
      await db.destroy();
      // The server notices each ended session within moments; before the fix three stayed until the process ended.
      await expect.poll(sessions, { timeout: 2_000, interval: 50 }).toBe(0);
    } finally {
      await watcher.end();
      await drop();
    }
  });
});
