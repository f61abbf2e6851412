import {
  operatorAdminDto,
  operatorListDto,
  operatorListQuery,
  operatorSaveBody,
} from '@shop/contract/console-operators';
import { envelope } from '@shop/contract/validation';
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
        failures: ['LAST_ADMIN', 'OPERATOR_ACCOUNT_TAKEN', 'OPERATOR_NOT_FOUND', 'PASSWORD_REQUIRED_FOR_NEW'],
        tags,
        body: operatorSaveBody,
        response: { 200: envelope(operatorAdminDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await operators.saveOperator(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );
};
