import type { CatalogueGeneration } from '../../db/catalogue-changes.ts';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/database.ts';
import { nextCatalogueBoundary } from './catalogue.repo.ts';

/** The next moment after now when something another module shows in the catalogue starts or ends, if any. */
export type NextBoundary = (db: Executor) => Promise<Date | null>;

/**
 * Moves the catalogue's generation when a public read changes by time alone: a banner's start or end, and those
 * of what other modules add to the catalogue's reads (`others`: a shop's deals and public vouchers). The public
 * catalogue's answers are cached until the generation moves and never by time (docs/architecture.md#caches), so
 * without this a banner would wait for the next unrelated edit to appear or go.
 *
 * Each API process keeps its own timer for the next boundary (moving the generation is local and costs nothing, so
 * several processes need no coordination). The next boundary is read again whenever the generation has moved (a
 * banner saved here or, by NOTIFY, elsewhere), at most once a second, and after each boundary passes.
 */
export interface CatalogueSchedule {
  /** Reads the next boundary now (tests; saves are noticed within a second anyway). */
  refresh(): Promise<void>;
  stop(): void;
}

/** A timer never waits longer than this before reading the next boundary again (setTimeout's own limit is ~24 days). */
const LONGEST_WAIT_MS = 60 * 60_000;
/** How often the generation is compared with the one the boundary was read at. */
const CHECK_EVERY_MS = 1000;
/** Past a boundary, the database's clock must agree it passed: if not yet, ask again this much later. */
const RETRY_MS = 100;

export function startCatalogueSchedule(
  db: Db,
  generation: CatalogueGeneration,
  onError: (err: unknown) => void,
  others: NextBoundary[] = [],
): CatalogueSchedule {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let readAt = Number.NaN;
  let reading: Promise<void> | undefined;
  /** The last boundary the timer fired for: read again as the next one, the database's clock is not there yet. */
  let passed: number | undefined;

  const arm = (next: Date | null) => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped || next === null) return;
    const at = next.getTime();
    const wait = passed === at ? RETRY_MS : Math.min(Math.max(at - Date.now(), 0) + 5, LONGEST_WAIT_MS);
    timer = setTimeout(() => {
      if (at <= Date.now()) passed = at;
      generation.bump();
      void refresh();
    }, wait);
    timer.unref();
  };

  const refresh = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    readAt = generation.value;
    reading ??= Promise.all([nextCatalogueBoundary(db), ...others.map((next) => next(db))])
      .then((all) => arm(earliest(all)), onError)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const check = setInterval(() => {
    if (generation.value !== readAt && !reading) void refresh();
  }, CHECK_EVERY_MS);
  check.unref();
  void refresh();

  return {
    refresh,
    stop() {
      stopped = true;
      clearInterval(check);
      if (timer) clearTimeout(timer);
    },
  };
}

function earliest(dates: (Date | null)[]): Date | null {
  const times = dates.filter((date): date is Date => date !== null).map((date) => date.getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}
