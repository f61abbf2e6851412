import { dashboardDto, operatorDto, operatorLoginAnswer, operatorLoginBody } from '@shop/contract/console';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionContextOf } from '../../lib/request-context.ts';
import { operatorId } from '../../plugins/auth.ts';
import { closeSession } from '../session/session.service.ts';
import * as consoleService from './console.service.ts';

const tags = ['console'];

/** /api/console: operator tokens only (a shopper token gets 403). */
export const consoleRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      schema: {
        failures: ['ACCOUNT_DISABLED', 'RATE_LIMITED', 'WRONG_CREDENTIALS'],
        tags,
        description:
          'Signs an operator in; with two-factor sign-in on, answers `second_step` (no token) for POST /login/second_step.',
        body: operatorLoginBody,
        response: { 200: envelope(operatorLoginAnswer) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await consoleService.operatorLogin(deps, request.body, sessionContextOf(request)),
        'success.loginSuccess',
      ),
  );

  app.register(async (guarded) => {
    guarded.post('/logout', { schema: { tags, response: { 200: envelope(z.null()) } } }, async (request, reply) => {
      if (request.session) await closeSession(deps.db, request.session.sessionId);
      return reply.ok(null, 'success.logoutSuccess');
    });

    guarded.get('/me', { schema: { tags, response: { 200: envelope(operatorDto) } } }, async (request, reply) =>
      reply.ok(await consoleService.getOperator(deps, operatorId(request))),
    );

    guarded.get(
      '/dashboard',
      { schema: { tags, response: { 200: envelope(dashboardDto) } } },
      async (_request, reply) => reply.ok(await consoleService.dashboard(deps)),
    );
  });
};
