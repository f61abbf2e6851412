import {
  sellerApplicationApproveBody,
  sellerApplicationListDto,
  sellerApplicationListQuery,
  sellerApplicationRefuseBody,
} from '@shop/contract/seller';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as account from './seller-account.service.ts';

const tags = ['console sellers'];

/** /api/console: merchants' applications, reviewed by operators with the catalogue role (DESIGN §7). */
export const consoleSellerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/seller_applications',
    {
      schema: { tags, querystring: sellerApplicationListQuery, response: { 200: envelope(sellerApplicationListDto) } },
    },
    async (request, reply) => reply.ok(await account.listApplications(deps, request.query)),
  );

  app.post(
    '/seller_application/approve',
    {
      schema: {
        tags,
        description: "Creates the shop, active, at the platform's default commission; the seller may sign in.",
        body: sellerApplicationApproveBody,
        response: { 200: envelope(z.object({ shop_id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      reply.ok(await account.approveApplication(deps, operatorId(request), request.body.id), 'success.approved'),
  );

  app.post(
    '/seller_application/refuse',
    { schema: { tags, body: sellerApplicationRefuseBody, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await account.refuseApplication(deps, operatorId(request), request.body.id, request.body.reason);
      return reply.ok(null, 'success.refused');
    },
  );
};
