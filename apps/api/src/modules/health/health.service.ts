import type { Executor } from '../../db/database.ts';
import { ping } from './health.repo.ts';

/** Resolves when the database answers a trivial query; throws (a 500 for the balancer) when it does not. */
export async function checkDatabase(db: Executor): Promise<void> {
  await ping(db);
}
