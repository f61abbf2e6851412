import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, engine } from '../../test/helper.ts';
import { seedEssentials } from '../seed/seed.ts';
import type { Db } from './database.ts';
import { withStartupLock } from './startup-lock.ts';

describe(`the first-start seed of processes started together (${engine})`, () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb());
  });
  afterAll(() => drop?.());

  it('runs one process at a time, so three processes seed an empty database once and all start', async () => {
    let inside = 0;
    let most = 0;
    const start = () =>
      withStartupLock(db, async () => {
        inside += 1;
        most = Math.max(most, inside);
        await seedEssentials(db);
        inside -= 1;
      });
    await expect(Promise.all([start(), start(), start()])).resolves.toHaveLength(3);
    expect(most).toBe(1);
    const rules = await db.selectFrom('freight_rules').select('id').where('shop_id', 'is', null).execute();
    expect(rules).toHaveLength(1);
  });
});
