import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import { countOrdersMoved, countSchedulerRun } from '../../lib/metrics.ts';
import { retryOnConflict } from '../../lib/retry.ts';
import { pruneKeys } from '../idempotency/idempotency.service.ts';
import * as orders from './order.repo.ts';
import { markReceived, type Mover } from './order.service.ts';
import { loadOrderSettings } from '../settings/order-settings.ts';

const SYSTEM: Mover = { actor: 'system' };
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** A move of one due order in the sweep's transaction; true when the order moved. */
export type SweepMove = (trx: Executor, id: number) => Promise<boolean>;

/**
 * The sweeps' moves that span modules, which are flows (flows/order-sweeps.ts): handed in by the caller (server.ts,
 * tests) so that this module never imports a flow (docs/modules.md#the-import-rules). Receiving (2 → 3) is the
 * order's alone and stays here.
 */
export interface SweepFlows {
  /** An unpaid order past its deadline: the cancel flow (0 → -1, stock and promo use back, the shopper told). */
  expire: SweepMove;
  /** A received order past the set days: the complete and settle flow (3 → 4, the shop paid). */
  complete: SweepMove;
}

export interface SweepResult {
  expired: number;
  received: number;
  completed: number;
}

/**
 * One batch of one sweep in its own transaction: due orders are locked with SKIP LOCKED (another process
 * sweeping at the same moment takes other rows) and each moves through the same conditional transition a shopper
 * would use, so an order paid or cancelled meanwhile is left alone. Returns how many moved and how many were due.
 */
async function sweepBatch(db: Db, kind: orders.SweepKind, before: Date, move: SweepMove) {
  return retryOnConflict(() =>
    db.transaction().execute(async (trx) => {
      const due = await orders.lockDueOrders(trx, kind, before, BATCH);
      let moved = 0;
      for (const id of due) if (await move(trx, id)) moved += 1;
      return { moved, due: due.length };
    }),
  );
}

async function sweep(db: Db, kind: orders.SweepKind, before: Date, move: SweepMove) {
  let total = 0;
  for (;;) {
    const { moved, due } = await sweepBatch(db, kind, before, move);
    total += moved;
    if (due < BATCH) return total;
  }
}

/**
 * The automatic transitions of docs/modules.md#order-transitions, as of `now`: unpaid orders past their deadline are cancelled (stock
 * back), delivered orders become received after the set days, received ones completed after the set days.
 */
export async function runOrderSweeps(db: Db, flows: SweepFlows, now = new Date()): Promise<SweepResult> {
  const settings = await loadOrderSettings(db);
  const expired = await sweep(db, 'unpaid', now, flows.expire);
  const received = await sweep(
    db,
    'shipped',
    new Date(now.getTime() - settings.auto_receive_days * DAY_MS),
    (trx, id) => markReceived(trx, id, SYSTEM),
  );
  const completed = await sweep(
    db,
    'received',
    new Date(now.getTime() - settings.auto_complete_days * DAY_MS),
    flows.complete,
  );
  return { expired, received, completed };
}

/**
 * Runs the sweeps every `intervalMs` inside each API process. Safe with several processes (see sweepBatch); a
 * failed round is logged and the next one tries again. Returns a stop function.
 */
export function startOrderScheduler(db: Db, log: FastifyBaseLogger, intervalMs: number, flows: SweepFlows): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runOrderSweeps(db, flows);
      countOrdersMoved(result);
      if (result.expired || result.received || result.completed) log.info(result, 'orders moved by the scheduler');
      await pruneKeys(db);
      countSchedulerRun('ok');
    } catch (err) {
      countSchedulerRun('error');
      log.warn({ err }, 'order sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
