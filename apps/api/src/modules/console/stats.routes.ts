import { statsDto, statsQuery, statsTopDto, statsTopQuery } from '@shop/contract/console-stats';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import * as stats from './stats.service.ts';

const tags = ['console'];

/** /api/console: sales figures per UTC day and the best sellers (permission `dashboard`: every operator). */
export const statsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/stats',
    { schema: { tags, querystring: statsQuery, response: { 200: envelope(statsDto) } } },
    async (request, reply) => reply.ok(await stats.salesFigures(deps, request.query)),
  );

  app.get(
    '/stats/top',
    { schema: { tags, querystring: statsTopQuery, response: { 200: envelope(statsTopDto) } } },
    async (request, reply) => reply.ok(await stats.topSellers(deps, request.query, request.lang)),
  );
};
