import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engine } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { countHit } from './rate-limit.repo.ts';
import { LIMITS, consume, pruneExpired } from './rate-limit.service.ts';

describe(`rate-limit counters in the database (${engine})`, () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop());

  it('counts concurrent hits exactly, as several API processes would', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => consume(db, LIMITS.registerPerIp, '203.0.113.9')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(LIMITS.registerPerIp.max);
  });

  it('prunes counters whose window ended more than a day ago and keeps current ones', async () => {
    await countHit(db, 'old:key', 60);
    await db
      .updateTable('rate_limits')
      .set({ window_start: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where('key', '=', 'old:key')
      .execute();
    await countHit(db, 'fresh:key', 60);
    await pruneExpired(db);
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys).toContain('fresh:key');
    expect(keys).not.toContain('old:key');
  });
});
