import { clientErrorBody } from '@shop/contract/client-error';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { reportClientError } from './client-error.service.ts';

/** POST /api/client-errors: a front end's error boundary reports a crash to the server log (no login needed). */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/client-errors',
    {
      schema: {
        failures: ['RATE_LIMITED'],
        tags: ['health'],
        description:
          'Logs an error a front end caught (message, route, app version; truncated, personal data masked). ' +
          'Limited per address; over the limit the answer is RATE_LIMITED.',
        body: clientErrorBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await reportClientError({ db: deps.db, log: request.log }, request.body, request.ip);
      return reply.ok(null);
    },
  );
};
