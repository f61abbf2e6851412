import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { bearerMatches } from './metrics.service.ts';

/**
 * GET /metrics in the Prometheus text format (plugins/metrics.ts says what is in it). With METRICS_TOKEN set it
 * answers only `Authorization: Bearer <token>`, else 401; without it, anyone who reaches it (keep it off the public
 * side of the proxy then).
 */
export const metricsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const token = deps.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED');
    }
    const text = await app.metrics.metrics();
    return reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store').send(text);
  });
};
