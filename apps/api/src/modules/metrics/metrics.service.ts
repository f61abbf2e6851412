import { timingSafeEqual, hash } from 'node:crypto';
import type { LedgerCheckDto } from '@shop/contract/console-wallet';
import type { Db } from '../../db/database.ts';
import { checkLedger } from '../ledger/ledger-check.service.ts';

/** The whole-system ledger check as /metrics reports it. */
export interface LedgerStatus {
  balanced: boolean;
  /** Accounts (shoppers' and shops') whose balance is not the sum of their entries, and settled orders that do not add up. */
  mismatches: number;
  /** When this check finished (ms since the epoch). */
  checkedAt: number;
  /** How long it took (ms). */
  durationMs: number;
}

export const LEDGER_CHECK_INTERVAL_MS = 60_000;

/**
 * The ledger check (docs/domain.md#the-ledger-equation: every account against its entries, every settled order, escrow, all balances against
 * the money in and out) reads every ledger entry, so /metrics never runs it per scrape: a scrape gets the last result,
 * and starts a new check (one at a time, awaited by the scrapes that arrive meanwhile) only when that result is a
 * minute old or older, or there is none yet. A failed check (the database away) keeps the last result and is not
 * retried before the minute is over either, so a failing database is not asked again on every scrape.
 */
export class LedgerWatch {
  #last: LedgerStatus | undefined;
  #attemptedAt = Number.NEGATIVE_INFINITY;
  #running: Promise<void> | undefined;
  #runs = 0;

  constructor(
    private readonly db: Db,
    private readonly options: {
      intervalMs?: number;
      now?: () => number;
      check?: (db: Db) => Promise<LedgerCheckDto>;
      onError?: (err: unknown) => void;
    } = {},
  ) {}

  /** How many checks this watch has started (for tests: the cache is real only if this stays put). */
  get runs(): number {
    return this.#runs;
  }

  /** The last result, refreshed first when it is older than the interval. Never throws. */
  async status(): Promise<LedgerStatus | undefined> {
    const now = (this.options.now ?? Date.now)();
    if (now - this.#attemptedAt >= (this.options.intervalMs ?? LEDGER_CHECK_INTERVAL_MS)) {
      this.#attemptedAt = now;
      this.#running ??= this.#refresh().finally(() => {
        this.#running = undefined;
      });
    }
    if (this.#running) await this.#running;
    return this.#last;
  }

  async #refresh(): Promise<void> {
    this.#runs += 1;
    const clock = this.options.now ?? Date.now;
    const started = clock();
    try {
      const result = await (this.options.check ?? ((db: Db) => checkLedger({ db })))(this.db);
      const finished = clock();
      this.#last = {
        balanced: result.balanced,
        mismatches:
          result.mismatches.length + result.platform.shop_mismatches.length + result.platform.unbalanced_orders.length,
        checkedAt: finished,
        durationMs: finished - started,
      };
    } catch (err) {
      this.options.onError?.(err);
    }
  }
}

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the header holds (timingSafeEqual needs equal lengths; a hash makes them so).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  const given = hash('sha256', match?.[1] ?? '', 'buffer');
  const expected = hash('sha256', token, 'buffer');
  return timingSafeEqual(given, expected) && match !== null;
}
