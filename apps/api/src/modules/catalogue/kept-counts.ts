import { LRUCache } from 'lru-cache';
import { catalogueGeneration, type Db } from '../../db/database.ts';

/**
 * Totals of catalogue lists, kept per filter and catalogue generation instead of counted on every page: the pages
 * of one category share one count until the catalogue changes (then the generation moves and the next page counts
 * afresh). Concurrent requests for the same count wait for one statement (lru-cache's `fetch` coalesces them).
 */
type Counter = () => Promise<number>;

const keepers = new WeakMap<Db, LRUCache<string, number, Counter>>();

function keeperOf(db: Db): LRUCache<string, number, Counter> {
  let keeper = keepers.get(db);
  if (!keeper) {
    keeper = new LRUCache<string, number, Counter>({
      max: 10_000,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
    keepers.set(db, keeper);
  }
  return keeper;
}

/** The count under `key` for the current catalogue generation, counting with `count` when it is not kept yet. */
export async function keptCount(db: Db, key: string, count: Counter): Promise<number> {
  const generation = catalogueGeneration(db).value;
  const total = await keeperOf(db).fetch(`${generation}|${key}`, { context: count });
  return total ?? count();
}
