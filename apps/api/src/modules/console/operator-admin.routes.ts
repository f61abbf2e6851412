import {
  operatorAdminDto,
  operatorListDto,
  operatorListQuery,
  operatorSaveBody,
} from '@shop/contract/console-operators';
import { twoFactorPolicyBody, twoFactorPolicyDto } from '@shop/contract/console';
import { envelope, id } from '@shop/contract/validation';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as operators from './operator-admin.service.ts';

const tags = ['console'];

/** /api/console: operators and their roles (permission `operators`: admins only). */
export const operatorAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/operators',
    { schema: { tags, querystring: operatorListQuery, response: { 200: envelope(operatorListDto) } } },
    async (request, reply) => reply.ok(await operators.listOperators(deps, request.query)),
  );

  app.post(
    '/operator/save',
    {
      schema: {
        failures: [
          'LAST_ADMIN',
          'OPERATOR_ACCOUNT_TAKEN',
          'OPERATOR_EMAIL_TAKEN',
          'OPERATOR_NOT_FOUND',
          'PASSWORD_REQUIRED_FOR_NEW',
        ],
        tags,
        body: operatorSaveBody,
        response: { 200: envelope(operatorAdminDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await operators.saveOperator(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );

  app.post(
    '/operator/reset_two_factor',
    {
      schema: {
        failures: ['OPERATOR_NOT_FOUND'],
        tags,
        description: 'Turns an operator’s two-factor sign-in off (lost phone and codes) and ends its sessions.',
        body: z.strictObject({ id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await operators.resetOperatorTwoFactor(deps, operatorId(request), request.body.id);
      return reply.ok(null, 'success.settingSuccess');
    },
  );

  app.get(
    '/security_policy',
    {
      schema: {
        tags,
        description: 'The operator roles whose holders must have two-factor sign-in on.',
        response: { 200: envelope(twoFactorPolicyDto) },
      },
    },
    async (_request, reply) => reply.ok(await operators.twoFactorPolicy(deps)),
  );

  app.post(
    '/security_policy/save',
    {
      schema: { tags, body: twoFactorPolicyBody, response: { 200: envelope(twoFactorPolicyDto) } },
    },
    async (request, reply) =>
      reply.ok(await operators.saveTwoFactorPolicy(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );
};
