import { LIVE_EVENTS_KEPT_HOURS } from '@shop/contract/live-events';
import type { Executor } from '../../db/database.ts';
import * as repo from './live.repo.ts';

/** Drops live events past their keeping time (hourly, by any process: the delete is idempotent). */
export function pruneLiveEvents(db: Executor): Promise<number> {
  return repo.pruneOlderThan(db, LIVE_EVENTS_KEPT_HOURS);
}

export { LiveHub } from './live-hub.ts';
