import type { FastifyReply, FastifyRequest, onResponseHookHandler, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge, Registry } from 'prom-client';
import { type Db, poolStats } from '../db/database.ts';
import { countMoneyOperation, type MoneyKind, processMetrics } from '../lib/metrics.ts';
import { RequestDurations } from '../lib/request-durations.ts';
import { type LedgerStatus, LedgerWatch } from '../modules/metrics/metrics.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Everything /metrics reports for this app: its own metrics and the process's (lib/metrics.ts). */
    metrics: MetricsText;
  }
}

/** What /metrics serves: the Prometheus text of every metric, and its content type. */
export interface MetricsText {
  contentType: string;
  metrics(): Promise<string>;
}

/**
 * The routes that move money or decide about it, by method and route pattern, and the kind each is counted as.
 * The outcome is read from the answer: code 1 ok, another code below 500 refused (nothing moved), 5xx error. An
 * Idempotency-Key replay is counted again with the outcome it replays. Settlements happen inside other operations
 * (a review or the scheduler completing an order) and are counted there (lib/metrics.ts). metrics.routes.test.ts
 * checks that every route named here exists.
 */
export const MONEY_ROUTES: Readonly<Record<string, MoneyKind>> = {
  'POST /api/order/pay': 'pay',
  'POST /api/user/recharge': 'recharge',
  'POST /api/user/extract': 'withdraw',
  'POST /api/seller/withdraw': 'seller_withdraw',
  'POST /api/console/refund/approve': 'refund',
  'POST /api/console/refund/receive': 'refund',
  'POST /api/seller/refund/approve': 'refund',
  'POST /api/seller/refund/received': 'refund',
  'POST /api/console/recharge/approve': 'recharge_audit',
  'POST /api/console/recharge/refuse': 'recharge_audit',
  'POST /api/console/withdrawal/approve': 'withdrawal_audit',
  'POST /api/console/withdrawal/refuse': 'withdrawal_audit',
};

/** Request durations are observed in these buckets (seconds): catalogue hits near 1 ms, a payment's scrypt near 100. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A request no route matched (the web apps' files and shell, 404s) is labelled so, never by its URL. */
const UNMATCHED = 'unmatched';

function moneyOutcome(reply: FastifyReply, payload: unknown) {
  if (reply.statusCode >= 500) return 'error';
  // Envelopes are serialized as written (app.ts), so a success starts with its code.
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8', 0, 16) : '';
  return reply.statusCode === 200 && text.startsWith('{"code":1,') ? 'ok' : 'refused';
}

/**
 * Metrics of this app (served by modules/metrics/metrics.routes.ts at /metrics): request durations by route pattern
 * and status, the database pool, money operations' outcomes, and the whole-system ledger check (LedgerWatch: at
 * most one check a minute, whatever the scrape rate).
 */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    const registry = new Registry();

    // Observed on every request, so not a prom-client Histogram (lib/request-durations.ts says why).
    const durations = new RequestDurations(
      'shop_http_request_duration_seconds',
      'Time from request to response, by method, route pattern and status code',
      DURATION_BUCKETS,
    );
    // Callback hooks, not async ones: they run on every request, and a promise each is measurable there. Each route
    // gets its own hook, which knows its pattern (request.routeOptions builds a fresh object of 13 fields per read);
    // the one app-wide hook counts the requests no route matched.
    const observe = (request: FastifyRequest, reply: FastifyReply, route: string) =>
      durations.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) observe(request, reply, UNMATCHED);
      done();
    });

    // Every route (all are registered after this plugin) gets its duration hook; money operations are counted by an
    // onSend hook on their own routes only, so the other routes carry no hook for it.
    app.addHook('onRoute', (route) => {
      const pattern = route.url;
      const timed: onResponseHookHandler = (request, reply, done) => {
        observe(request, reply, pattern);
        done();
      };
      route.onResponse = [...(route.onResponse === undefined ? [] : [route.onResponse].flat()), timed];

      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const kind = methods.map((method) => MONEY_ROUTES[`${method} ${route.url}`]).find(Boolean);
      if (!kind) return;
      const count: onSendHookHandler = (_request, reply, payload, done) => {
        countMoneyOperation(kind, moneyOutcome(reply, payload));
        done(null, payload);
      };
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), count];
    });

    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database pool: connections in use, idle, and requests waiting for one (all 0 on embedded PGlite, which has no pool)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats(db) ?? { inUse: 0, idle: 0, waiting: 0 };
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });

    const ledger = new LedgerWatch(db, { onError: (err) => app.log.warn({ err }, 'ledger check for /metrics failed') });
    // Each gauge asks LedgerWatch, which answers a scrape's three questions from one (cached, coalesced) check.
    const ledgerGauge = (name: string, help: string, value: (status: LedgerStatus | undefined) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(value(await ledger.status()));
        },
      });
    ledgerGauge(
      'shop_ledger_balanced',
      'The whole-system ledger check (at most once a minute): 1 balanced, 0 not, -1 no check has finished yet',
      (status) => (status ? Number(status.balanced) : -1),
    );
    ledgerGauge(
      'shop_ledger_mismatches',
      'Accounts, shops and settled orders the last ledger check found not adding up',
      (status) => status?.mismatches ?? 0,
    );
    ledgerGauge(
      'shop_ledger_checked_timestamp_seconds',
      'When the last ledger check finished (0: none yet)',
      (status) => (status ? status.checkedAt / 1000 : 0),
    );

    const merged = Registry.merge([registry, processMetrics]);
    app.decorate('metrics', {
      contentType: merged.contentType,
      metrics: async () => `${await merged.metrics()}\n${durations.text()}`,
    });
  },
  { name: 'metrics' },
);
