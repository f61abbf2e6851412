import type { Executor } from '../../db/database.ts';
import { ping } from './health.repo.ts';

/**
 * Whether the process has finished starting: migrations applied and the first-start seed written (docs/modules.md#seeding, "Demo
 * accounts": /api/health answers ok only then). server.ts marks it; an app built without one (tests, the browser
 * journeys, benchmarks: their databases are ready before the app is built) counts as started.
 */
export class Startup {
  #done = false;
  get done(): boolean {
    return this.#done;
  }
  markDone(): void {
    this.#done = true;
  }
}

/** How long readiness waits for the database's answer before calling it away. */
export const READY_TIMEOUT_MS = 2000;

/**
 * Resolves true when the database answers a trivial query within READY_TIMEOUT_MS, false when it fails or is late
 * (no connection free, the server stopped or unreachable, the handle closed).
 */
export async function databaseAnswers(db: Executor, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping(db).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
