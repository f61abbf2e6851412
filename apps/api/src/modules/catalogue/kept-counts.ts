import { LRUCache } from 'lru-cache';
import type { CatalogueGeneration } from '../../db/catalogue-changes.ts';
import { catalogueGeneration, type Db } from '../../db/database.ts';
import { readGeneration } from '../../db/replica-reads.ts';

/**
 * Counts of catalogue reads (a list's total, a search's matches per relevance tier and sales band), kept per key and catalogue
 * generation instead of counted on every page: the pages of one category or one keyword share one count until the
 * catalogue changes (then the generation moves and the next page counts afresh). Concurrent requests for the same
 * count wait for one statement (lru-cache's `fetch` coalesces them). A count read on a replica is kept under the
 * generation that replica was checked against (db/replica-reads.ts), never under a newer one it may not hold yet;
 * the primary and its replica handles share one keeper. Nothing here expires by time: only a new generation
 * (every catalogue edit, announced across processes) makes a count stale.
 */
type Counts = number | object;
type Counter = () => Promise<Counts>;

const keepers = new WeakMap<CatalogueGeneration, LRUCache<string, Counts, Counter>>();

function keeperOf(db: Db): LRUCache<string, Counts, Counter> {
  const owner = catalogueGeneration(db);
  let keeper = keepers.get(owner);
  if (!keeper) {
    keeper = new LRUCache<string, Counts, Counter>({
      max: 10_000,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    keepers.set(owner, keeper);
  }
  return keeper;
}

/** The counts under `key` for the generation `db` reads at, counting with `count` when they are not kept yet. */
async function kept<C extends Counts>(db: Db, key: string, count: () => Promise<C>): Promise<C> {
  const keeper = keeperOf(db);
  const generationKey = `${readGeneration(db)}|${key}`;
  // Nearly every page finds its count kept: a plain `get` answers it without `fetch`'s bookkeeping.
  const found = keeper.get(generationKey);
  if (found !== undefined) return found as C;
  const counts = await keeper.fetch(generationKey, { context: count });
  return (counts as C | undefined) ?? count();
}

/** One count (a list's total). */
export function keptCount(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  return kept(db, key, count);
}

/** A set of counts (a search's matches per relevance tier and sales band). */
export function keptCounts<C extends object>(db: Db, key: string, count: () => Promise<C>): Promise<C> {
  return kept(db, key, count);
}
