import { envelope } from '@shop/contract/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { databaseAnswers, type Startup } from './health.service.ts';

const healthDto = z.object({ status: z.literal('ok'), uptime_seconds: z.number() });
const readyDto = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const notReadyDto = z.object({
  code: z.literal(503),
  msg: z.string(),
  data: z.object({ status: z.enum(['starting', 'database_unavailable']) }),
});

/**
 * For load balancers and orchestrators (machines, so their 503 answers say it in English only):
 *   - /api/health, liveness: cheap (no database round trip), 200 once migrations and the first-start seed are done,
 *     503 `starting` before;
 *   - /api/health/ready, readiness: also runs `select 1`, 503 `database_unavailable` while the database does not
 *     answer within 2 s. A balancer sends traffic only to ready processes; a process is restarted only when not live.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; startup?: Startup }> = async (
  app,
  { deps, startup },
) => {
  type NotReady = z.infer<typeof notReadyDto>['data']['status'];
  const notReady = (reply: FastifyReply, status: NotReady) =>
    reply
      .code(503)
      .header('retry-after', '5')
      .send({ code: 503, msg: status === 'starting' ? 'starting' : 'database unavailable', data: { status } });
  const starting = () => startup !== undefined && !startup.done;

  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: envelope(healthDto), 503: notReadyDto } } },
    async (_request, reply) => {
      if (starting()) return notReady(reply, 'starting');
      return reply.ok({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) });
    },
  );

  app.get(
    '/health/ready',
    { schema: { tags: ['health'], response: { 200: envelope(readyDto), 503: notReadyDto } } },
    async (_request, reply) => {
      if (starting()) return notReady(reply, 'starting');
      if (!(await databaseAnswers(deps.db))) return notReady(reply, 'database_unavailable');
      return reply.ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
