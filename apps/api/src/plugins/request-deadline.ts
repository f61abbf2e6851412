import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The longest an API call keeps its client waiting (docs/operations.md#faults-the-shop-survives). Each statement is bounded (a 3 s wait for a
 * connection, 6 s per statement: db/database.ts), but a call makes several, and right after the database returns a
 * burst of retries can queue behind each other. Past this the client is told 503 DATABASE_UNAVAILABLE ("try again in a
 * few seconds") with 2 s to spare before its own 10 s run out (a busy process's timers run late). The call itself goes on: a money-moving one commits or not as a whole,
 * and the retry with its Idempotency-Key gets "in progress", then the stored answer.
 */
export const REQUEST_DEADLINE_MS = 8000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An answer meant to stay open (an event stream): the deadline leaves it alone. */
    longLived?: boolean;
  }
}

/** Uploads stream their body inside the handler at the client's pace: they are left to their own limits. */
function isUpload(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('multipart/');
}

/** How often the open calls are checked against their deadline: a call is answered at most this late. */
const SWEEP_MS = 250;

export default fp(
  async (app, options: { deadlineMs?: number }) => {
    const deadline = options.deadlineMs ?? REQUEST_DEADLINE_MS;
    const sweepMs = Math.min(SWEEP_MS, deadline / 4);
    // The calls still open, with the time each arrived (performance.now()), in arrival order. One timer sweeps them
    // all, instead of a timer set and cleared per call: that was 2-3 µs of every catalogue read (bench finding 13).
    const open = new Map<FastifyRequest, { reply: FastifyReply; arrived: number }>();

    const answerLate = (request: FastifyRequest, reply: FastifyReply) => {
      request.log.warn({ url: request.url, ms: deadline }, 'request past its deadline: answered 503');
      reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: 503, msg: request.t('errors.DATABASE_UNAVAILABLE'), data: { error: 'DATABASE_UNAVAILABLE' } });
    };
    const sweep = () => {
      const now = performance.now();
      for (const [request, { reply, arrived }] of open) {
        // Arrival order: the first call inside its deadline ends the sweep.
        if (now - arrived < deadline) break;
        open.delete(request);
        // Answered, or its client gone (onResponse does not run for an aborted call): nothing to do. The response
        // side tells: the request stream of a call whose body was read is already destroyed while it waits.
        if (reply.sent || reply.raw.destroyed) continue;
        answerLate(request, reply);
      }
    };
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', (done) => {
      sweeper = setInterval(sweep, sweepMs);
      // An open call holds its socket, and the socket the process: the sweeper itself keeps nothing alive.
      sweeper.unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      clearInterval(sweeper);
      done();
    });

    // Callback hooks, not async ones: they run on every request, and a promise each is measurable there.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (request.url.startsWith('/api/') && !isUpload(request) && !request.routeOptions.config.longLived)
        open.set(request, { reply, arrived: performance.now() });
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      open.delete(request);
      done();
    });
  },
  { name: 'request-deadline', dependencies: ['i18n'] },
);
