import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's own counters for `/metrics` (Prometheus text format, prom-client). They count what this process did,
 * whichever app instance did it (tests build several apps in one process and read differences), so they live here,
 * once per process; what belongs to one app and its database (request durations, the pool, the ledger check) is
 * registered by plugins/metrics.ts on that app's registry, which merges this one.
 */
export const processMetrics = new Registry();

collectDefaultMetrics({ register: processMetrics, prefix: 'shop_' });

/** The kinds of money operation counted (docs/domain.md#wallet, docs/domain.md#settlement): what a shopper, seller or operator asked, or the scheduler did. */
export type MoneyKind =
  | 'pay'
  | 'recharge'
  | 'withdraw'
  | 'seller_withdraw'
  | 'refund'
  | 'recharge_audit'
  | 'withdrawal_audit'
  | 'settlement';

/**
 * ok: the money moved (or the audit was decided); refused: a business answer (code 0: no balance, wrong payment
 * code, a stale state…) or a client error, nothing moved; error: the server failed (5xx), nothing committed.
 */
export type MoneyOutcome = 'ok' | 'refused' | 'error';

const moneyOperations = new Counter({
  name: 'shop_money_operations_total',
  help: 'Money operations by kind and outcome (ok: moved; refused: a business refusal, nothing moved; error: server failure)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [processMetrics],
});

export function countMoneyOperation(kind: MoneyKind, outcome: MoneyOutcome, times = 1): void {
  if (times > 0) moneyOperations.inc({ kind, outcome }, times);
}

const schedulerRuns = new Counter({
  name: 'shop_order_scheduler_runs_total',
  help: "Rounds of this process's order scheduler, by outcome",
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

const ordersMoved = new Counter({
  name: 'shop_order_scheduler_orders_moved_total',
  help: 'Orders the scheduler moved: expired (unpaid, cancelled), received (after delivery), completed (and settled)',
  labelNames: ['transition'] as const,
  registers: [processMetrics],
});

/** One scheduler round's outcome. */
export function countSchedulerRun(outcome: 'ok' | 'error'): void {
  schedulerRuns.inc({ outcome });
}

/** How many orders each of a round's sweeps moved (committed). */
export function countOrdersMoved(moved: { expired: number; received: number; completed: number }): void {
  for (const transition of ['expired', 'received', 'completed'] as const) {
    // Touch every label, so each series exists from the first round (a rate() over it needs a starting point).
    ordersMoved.inc({ transition }, moved[transition]);
  }
  // Completing an order settles it in the same transaction (settlement.service.ts).
  countMoneyOperation('settlement', 'ok', moved.completed);
}

const catalogueReads = new Counter({
  name: 'shop_catalogue_reads_total',
  help: 'Public catalogue answers computed (cache misses), by where they were read: replica, primary_lagging (the replica had not replayed the last change), primary_replica_down, primary (no replica)',
  labelNames: ['source'] as const,
  registers: [processMetrics],
});

export function countCatalogueRead(source: string): void {
  catalogueReads.inc({ source });
}
