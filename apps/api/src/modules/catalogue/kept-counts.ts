import { LRUCache } from 'lru-cache';
import type { CatalogueGeneration } from '../../db/catalogue-changes.ts';
import { catalogueGeneration, type Db } from '../../db/database.ts';
import { readGeneration } from '../../db/replica-reads.ts';

/**
 * Totals of catalogue lists, kept per filter and catalogue generation instead of counted on every page: the pages
 * of one category share one count until the catalogue changes (then the generation moves and the next page counts
 * afresh). Concurrent requests for the same count wait for one statement (lru-cache's `fetch` coalesces them).
 * A count read on a replica is kept under the generation that replica was checked against (db/replica-reads.ts),
 * never under a newer one it may not hold yet; the primary and its replica handles share one keeper.
 */
type Counter = () => Promise<number>;

const keepers = new WeakMap<CatalogueGeneration, LRUCache<string, number, Counter>>();

function keeperOf(db: Db): LRUCache<string, number, Counter> {
  const owner = catalogueGeneration(db);
  let keeper = keepers.get(owner);
  if (!keeper) {
    keeper = new LRUCache<string, number, Counter>({
      max: 10_000,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    keepers.set(owner, keeper);
  }
  return keeper;
}

/** The count under `key` for the generation `db` reads at, counting with `count` when it is not kept yet. */
export async function keptCount(db: Db, key: string, count: Counter): Promise<number> {
  const total = await keeperOf(db).fetch(`${readGeneration(db)}|${key}`, { context: count });
  return total ?? count();
}
