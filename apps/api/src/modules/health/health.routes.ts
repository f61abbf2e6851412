import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { checkDatabase } from './health.service.ts';

const healthDto = z.object({ status: z.literal('ok'), database: z.literal('ok'), uptime_seconds: z.number() });

/** For load balancers: 200 when the process answers and its database does. */
export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: envelope(healthDto) } } },
    async (_request, reply) => {
      await checkDatabase(deps.db);
      return reply.ok({ status: 'ok' as const, database: 'ok' as const, uptime_seconds: Math.round(process.uptime()) });
    },
  );
};
