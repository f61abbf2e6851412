import { refundDto, refundIdQuery, refundInfoDto, refundInfoQuery, refundReturnBody } from '@shop/contract/refund';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import * as refunds from './refund.service.ts';

const tags = ['refund'];

/**
 * /api/refund: a shopper's refund requests on their own orders. Applying is the refund-apply flow: its route is in
 * flows/refund.routes.ts, same prefix.
 */
export const refundRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/info',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND'],
        tags,
        querystring: refundInfoQuery,
        response: { 200: envelope(refundInfoDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await refunds.refundInfo(
          deps,
          shopperId(request),
          request.query.order_id,
          request.query.product_ids,
          request.lang,
        ),
      ),
  );

  app.get(
    '/detail',
    {
      schema: {
        failures: ['REFUND_NOT_FOUND'],
        tags,
        querystring: refundIdQuery,
        response: { 200: envelope(refundDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await refunds.getRefund(deps, shopperId(request), request.query.id, request.lang)),
  );

  app.post(
    '/return',
    {
      schema: {
        failures: ['REFUND_NOT_FOUND', 'REFUND_STATUS_CHANGED'],
        tags,
        body: refundReturnBody,
        response: { 200: envelope(refundDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await refunds.submitReturn(deps, shopperId(request), request.body, request.lang),
        'success.returnSubmitted',
      ),
  );
};
