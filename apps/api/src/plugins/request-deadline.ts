import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The longest an API call keeps its client waiting (issue 15). Each statement is bounded (a 3 s wait for a
 * connection, 6 s per statement: db/database.ts), but a call makes several, and right after the database returns a
 * burst of retries can queue behind each other. Past this the client is told 503 DATABASE_UNAVAILABLE ("try again in a
 * few seconds") with 2 s to spare before its own 10 s run out (a busy process's timers run late). The call itself goes on: a money-moving one commits or not as a whole,
 * and the retry with its Idempotency-Key gets "in progress", then the stored answer.
 */
export const REQUEST_DEADLINE_MS = 8000;

const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();

/** Uploads stream their body inside the handler at the client's pace: they are left to their own limits. */
function isUpload(request: FastifyRequest): boolean {
  return String(request.headers['content-type'] ?? '').startsWith('multipart/');
}

export default fp(
  async (app, options: { deadlineMs?: number }) => {
    const deadline = options.deadlineMs ?? REQUEST_DEADLINE_MS;
    // Callback hooks, not async ones: they run on every request, and a promise each is measurable there.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (!request.url.startsWith('/api/') || isUpload(request)) return done();
      const timer = setTimeout(() => {
        if (reply.sent) return;
        request.log.warn({ url: request.url, ms: deadline }, 'request past its deadline: answered 503');
        reply
          .code(503)
          .header('retry-after', '5')
          .send({ code: 503, msg: request.t('errors.DATABASE_UNAVAILABLE'), data: { error: 'DATABASE_UNAVAILABLE' } });
      }, deadline);
      timers.set(request, timer);
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      clearTimeout(timers.get(request));
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      clearTimeout(timers.get(request));
      done();
    });
  },
  { name: 'request-deadline', dependencies: ['i18n'] },
);
