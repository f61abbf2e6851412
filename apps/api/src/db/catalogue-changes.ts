import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';
import { listenOn } from './listen.ts';

/**
 * The catalogue's generation: a number this process moves forward whenever something a shopper's public catalogue
 * read shows may have changed (docs/architecture.md#caches). Caches of those reads key their entries by it, so a change
 * makes every older entry unreachable at once; nothing is cached by time.
 *
 * It moves in two ways:
 *   - in this process, right after a statement that wrote one of the catalogue's tables commits (the database
 *     driver watches every statement: see `watchCatalogueWrites`), so a shopper's next read after an edit, an order
 *     or a review already sees it;
 *   - from other processes, by PostgreSQL's NOTIFY on the `catalogue_changed` channel, sent by statement triggers
 *     on the same tables (migration 010) when their transaction commits (`listenForCatalogueChanges`).
 */
export class CatalogueGeneration {
  #value = 0;
  get value(): number {
    return this.#value;
  }
  bump(): void {
    this.#value += 1;
  }
}

/** The tables whose rows a public catalogue read shows (cards, detail, shops, categories, banners, hot keywords). */
export const CATALOGUE_TABLES = ['products', 'skus', 'shops', 'categories', 'banners', 'settings', 'catalogue_version'];

const WRITES_CATALOGUE = new RegExp(
  `\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${CATALOGUE_TABLES.join('|')})"?(?=[\\s(]|$)|\\btruncate\\b`,
  'i',
);

/** Whether a statement may change a catalogue table (reads never do, and most statements are reads). */
export function writesCatalogue(statement: string): boolean {
  return !/^\s*select\b/i.test(statement) && WRITES_CATALOGUE.test(statement);
}

interface WatchedState {
  inner: DatabaseConnection;
  inTransaction: boolean;
  wroteCatalogue: boolean;
}

/**
 * A dialect whose driver moves `generation` after every committed write to a catalogue table: at once for a
 * statement outside a transaction, at COMMIT for one inside (never on ROLLBACK). Reads pay one regular expression
 * test on statements that do not start with `select`.
 */
export function watchCatalogueWrites(dialect: Dialect, generation: CatalogueGeneration): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), generation),
  };
}

class WatchingDriver implements Driver {
  readonly #inner: Driver;
  readonly #generation: CatalogueGeneration;
  readonly #states = new WeakMap<DatabaseConnection, WatchedState>();

  constructor(inner: Driver, generation: CatalogueGeneration) {
    this.#inner = inner;
    this.#generation = generation;
  }

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.#inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    const inner = await this.#inner.acquireConnection(options);
    const state: WatchedState = { inner, inTransaction: false, wroteCatalogue: false };
    const generation = this.#generation;
    const connection: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery, queryOptions?: AbortableOperationOptions) {
        const result = await inner.executeQuery<R>(query, queryOptions);
        if (writesCatalogue(query.sql)) {
          if (state.inTransaction) state.wroteCatalogue = true;
          else generation.bump();
        }
        return result;
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize: number, queryOptions?: AbortableOperationOptions) =>
        inner.streamQuery<R>(query, chunkSize, queryOptions),
    };
    this.#states.set(connection, state);
    return connection;
  }

  #state(connection: DatabaseConnection): WatchedState {
    const state = this.#states.get(connection);
    if (!state) throw new Error('a connection this driver did not hand out');
    return state;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const state = this.#state(connection);
    await this.#inner.beginTransaction(state.inner, settings);
    state.inTransaction = true;
    state.wroteCatalogue = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.#state(connection);
    try {
      await this.#inner.commitTransaction(state.inner);
    } finally {
      // Also when COMMIT fails: the outcome is unknown, and one needless cache miss is cheap.
      if (state.wroteCatalogue) this.#generation.bump();
      state.inTransaction = false;
      state.wroteCatalogue = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const state = this.#state(connection);
    state.inTransaction = false;
    state.wroteCatalogue = false;
    await this.#inner.rollbackTransaction(state.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.savepoint?.(this.#state(connection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.rollbackToSavepoint?.(this.#state(connection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.releaseSavepoint?.(this.#state(connection).inner, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    const state = this.#state(connection);
    this.#states.delete(connection);
    await this.#inner.releaseConnection(state.inner, options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.#inner.destroy(options);
  }
}

export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Listens to the catalogue triggers' NOTIFY on a connection of its own (db/listen.ts), so a change committed by
 * another process moves this process's generation within milliseconds. A lost connection moves it too (a
 * notification may have been missed) and is reopened after a second. Returns the function that stops listening.
 */
export function listenForCatalogueChanges(
  url: string,
  generation: CatalogueGeneration,
  onError: (err: unknown) => void,
): () => Promise<void> {
  return listenOn(url, CATALOGUE_CHANNEL, {
    onNotify: () => generation.bump(),
    // Start afresh: anything committed while no one listened is unknown.
    onGap: () => generation.bump(),
    onError,
  });
}
