import {
  refundApplyBody,
  refundDto,
  refundIdQuery,
  refundInfoDto,
  refundInfoQuery,
  refundReturnBody,
} from '@shop/contract/refund';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { shopperId } from '../../plugins/auth.ts';
import { idempotencyKeyOf, runOnce } from '../idempotency/idempotency.service.ts';
import * as refunds from './refund.service.ts';

const tags = ['refund'];

/** /api/refund: a shopper's refund requests on their own orders. */
export const refundRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('preValidation', app.requireShopper);

  app.get(
    '/info',
    { schema: { tags, querystring: refundInfoQuery, response: { 200: envelope(refundInfoDto) } } },
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

  app.post(
    '/apply',
    {
      schema: {
        tags,
        description: 'One open request per order; accepts an `Idempotency-Key` header.',
        body: refundApplyBody,
        response: { 200: envelope(refundDto) },
      },
    },
    async (request, reply) => {
      const userId = shopperId(request);
      // A request moves no money (one open request per order is the database's rule): its answer is stored after.
      const answer = await runOnce(
        deps.db,
        {
          scope: `shopper:${userId}:refund/apply`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.applySuccessful',
        },
        () => refunds.applyRefund(deps, userId, request.body, request.lang),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.get(
    '/detail',
    { schema: { tags, querystring: refundIdQuery, response: { 200: envelope(refundDto) } } },
    async (request, reply) =>
      reply.ok(await refunds.getRefund(deps, shopperId(request), request.query.id, request.lang)),
  );

  app.post(
    '/return',
    { schema: { tags, body: refundReturnBody, response: { 200: envelope(refundDto) } } },
    async (request, reply) =>
      reply.ok(
        await refunds.submitReturn(deps, shopperId(request), request.body, request.lang),
        'success.returnSubmitted',
      ),
  );
};
