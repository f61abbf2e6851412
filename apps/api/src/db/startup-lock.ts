import pg from 'pg';
import { type Db, serverUrl } from './database.ts';

let lastTurn: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier caller's work has ended (a lock within this process). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const before = lastTurn;
  let done = () => {};
  lastTurn = new Promise<void>((resolve) => {
    done = resolve;
  });
  await before;
  try {
    return await work();
  } finally {
    done();
  }
}

/** One key for every process of this shop on its database: "first start" work runs in one process at a time. */
const STARTUP_LOCK_KEY = 'shop:first-start-seed';

/**
 * Runs `work` (the first-start seed) while holding a PostgreSQL advisory lock, so API processes started together on
 * an empty database seed it one after the other: the seed's steps look before they write ("only where missing"),
 * and two processes looking at once both wrote (a second default freight rule refused by its unique index, and the
 * process that lost exited). The lock lives on a connection of its own, outside the pool the seed uses, and ends
 * with it. PGlite lives in one process: there the turns are taken in that process.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const url = serverUrl(db);
  if (!url) return inTurn(work);
  const client = new pg.Client({ connectionString: url });
  // A server that goes away while the lock is held ends the session, and the lock with it; the start fails on its own.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
