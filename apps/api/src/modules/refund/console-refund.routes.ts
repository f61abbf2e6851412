import { orderIdQuery } from '@shop/contract/order';
import {
  consoleRefundDto,
  consoleRefundListDto,
  consoleRefundListQuery,
  refundIdBody,
  refundRejectBody,
} from '@shop/contract/refund';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import { idempotencyKeyOf, runOnce } from '../idempotency/idempotency.service.ts';
import * as refunds from './refund.service.ts';

const tags = ['console'];

/** /api/console: the refund queue and its decisions. Approving and receiving move money: both take an Idempotency-Key. */
export const consoleRefundRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/refunds',
    { schema: { tags, querystring: consoleRefundListQuery, response: { 200: envelope(consoleRefundListDto) } } },
    async (request, reply) => reply.ok(await refunds.listRefunds(deps, request.query)),
  );

  app.get(
    '/refund',
    { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(consoleRefundDto) } } },
    async (request, reply) => reply.ok(await refunds.getConsoleRefund(deps, request.query.id)),
  );

  for (const [path, decide] of [
    ['/refund/approve', refunds.approveRefund],
    ['/refund/receive', refunds.receiveReturn],
  ] as const) {
    app.post(
      path,
      { schema: { tags, body: refundIdBody, response: { 200: envelope(consoleRefundDto) } } },
      async (request, reply) => {
        const decider = { kind: 'operator' as const, id: operatorId(request) };
        const answer = await runOnce(
          deps.db,
          {
            scope: `operator:${decider.id}:${path}`,
            key: idempotencyKeyOf(request.headers['idempotency-key']),
            body: request.body,
            messageKey: 'success.approved',
            committed: (effectKey) => refunds.committedRefundDecision(deps, decider, request.body.id, effectKey),
          },
          (effect) => decide(deps, decider, request.body.id, effect),
        );
        return reply.ok(answer.data, answer.messageKey);
      },
    );
  }

  app.post(
    '/refund/reject',
    { schema: { tags, body: refundRejectBody, response: { 200: envelope(consoleRefundDto) } } },
    async (request, reply) =>
      reply.ok(
        await refunds.rejectRefund(
          deps,
          { kind: 'operator', id: operatorId(request) },
          request.body.id,
          request.body.reason,
        ),
        'success.refused',
      ),
  );
};
