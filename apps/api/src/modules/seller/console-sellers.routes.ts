import {
  sellerApplicationListDto,
  sellerApplicationListQuery,
  sellerApplicationRefuseBody,
} from '@shop/contract/seller';
import { envelope, id } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as account from './seller-account.service.ts';

const tags = ['console sellers'];

/**
 * /api/console: merchants' applications, reviewed by operators with the catalogue role
 * (docs/domain.md#sellers-and-shops). Approving one is the seller-approval flow: its route is in
 * flows/console.routes.ts.
 */
export const consoleSellerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/seller_applications',
    {
      schema: { tags, querystring: sellerApplicationListQuery, response: { 200: envelope(sellerApplicationListDto) } },
    },
    async (request, reply) => reply.ok(await account.listApplications(deps, request.query)),
  );

  app.post(
    '/seller_application/refuse',
    {
      schema: {
        failures: ['APPLICATION_DECIDED', 'APPLICATION_NOT_FOUND'],
        tags,
        body: sellerApplicationRefuseBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await account.refuseApplication(deps, operatorId(request), request.body.id, request.body.reason);
      return reply.ok(null, 'success.refused');
    },
  );

  app.post(
    '/seller/reset_two_factor',
    {
      schema: {
        failures: ['APPLICATION_NOT_FOUND'],
        tags,
        description:
          'Turns an approved shop owner’s two-factor sign-in off (lost phone and recovery codes) and ends its sessions.',
        body: z.strictObject({ id }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await account.resetOwnerTwoFactor(deps, operatorId(request), request.body.id);
      return reply.ok(null, 'success.settingSuccess');
    },
  );
};
