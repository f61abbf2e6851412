import { consoleRefundDto, refundApplyBody, refundDto, refundIdBody, refundRejectBody } from '@shop/contract/refund';
import { envelope } from '@shop/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { idempotencyKeyOf, runOnce } from '../modules/idempotency/idempotency.service.ts';
import { committedRefundDecision } from '../modules/refund/refund.service.ts';
import { guardEveryRoute, operatorId, sellerOf, shopperId } from '../plugins/auth.ts';
import { applyRefund } from './refund-apply.ts';
import { approveRefund, receiveReturn, rejectRefund } from './refund-decisions.ts';

/**
 * /api/refund/apply: a shopper's refund request, the refund-apply flow (flows/refund-apply.ts). The request's reads
 * and the return's tracking stay in modules/refund/refund.routes.ts, same prefix.
 */
export const refundApplyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['refund'];
  guardEveryRoute(app, app.requireShopper);

  app.post(
    '/apply',
    {
      schema: {
        failures: [
          'IDEMPOTENCY_KEY_REUSED',
          'NOT_FOUND',
          'ORDER_NOT_FOUND',
          'ORDER_NOT_REFUNDABLE',
          'ORDER_STATUS_CHANGED',
          'REFUND_AMOUNT_TOO_HIGH',
          'REFUND_EXISTS',
          'REFUND_NOT_FOUND',
          'REQUEST_IN_PROGRESS',
        ],
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
        () => applyRefund(deps, userId, request.body, request.lang),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );
};

/** Who decides a refund: an operator, or a seller for its own shop. */
type Decider = Parameters<typeof rejectRefund>[1];

/**
 * The three refund decisions, the refund-decisions flow (flows/refund-decisions.ts), as both desks call them: approve
 * and receive the goods move money, so both take an Idempotency-Key (scoped to the decider and the path); reject
 * moves none. Only the receive path's name and the decider differ between the console and the seller center.
 */
function refundDecisionRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AppDeps,
  {
    tags,
    receivePath,
    decider,
  }: { tags: string[]; receivePath: string; decider: (request: FastifyRequest) => Decider },
) {
  for (const [path, decide, stepFailures] of [
    // Approving a return needs somewhere to send the goods; receiving one does not.
    ['/refund/approve', approveRefund, ['RETURN_ADDRESS_REQUIRED']],
    [receivePath, receiveReturn, []],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          failures: [
            'IDEMPOTENCY_KEY_REUSED',
            'ORDER_STATUS_CHANGED',
            'REFUND_NOT_FOUND',
            'REFUND_STATUS_CHANGED',
            'REFUND_WAITS_FOR_PLATFORM',
            'REQUEST_IN_PROGRESS',
            ...stepFailures,
          ],
          tags,
          body: refundIdBody,
          response: { 200: envelope(consoleRefundDto) },
        },
      },
      async (request, reply) => {
        const who = decider(request);
        const answer = await runOnce(
          deps.db,
          {
            scope: `${who.kind}:${who.id}:${path}`,
            key: idempotencyKeyOf(request.headers['idempotency-key']),
            body: request.body,
            messageKey: 'success.approved',
            committed: (effectKey) => committedRefundDecision(deps, who, request.body.id, effectKey),
          },
          (effect) => decide(deps, who, request.body.id, effect),
        );
        return reply.ok(answer.data, answer.messageKey);
      },
    );
  }

  app.post(
    '/refund/reject',
    {
      schema: {
        failures: ['ORDER_STATUS_CHANGED', 'REFUND_NOT_FOUND', 'REFUND_STATUS_CHANGED', 'REFUND_WAITS_FOR_PLATFORM'],
        tags,
        body: refundRejectBody,
        response: { 200: envelope(consoleRefundDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await rejectRefund(deps, decider(request), request.body.id, request.body.reason), 'success.refused'),
  );
}

/**
 * /api/console/refund/…: an operator's refund decisions. The console-access plugin guards them by permission; the
 * queue's reads stay in modules/refund/console-refund.routes.ts.
 */
export const consoleRefundDecisionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  refundDecisionRoutes(app, deps, {
    tags: ['console'],
    receivePath: '/refund/receive',
    decider: (request) => ({ kind: 'operator', id: operatorId(request) }),
  });
};

/**
 * /api/seller/refund/…: a seller's decisions on its own shop's refunds, behind the seller center's guard (a seller's
 * token, scoped to its shop). The seller center's other calls stay in modules/seller/seller.routes.ts.
 */
export const sellerRefundDecisionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireSeller);
  refundDecisionRoutes(app, deps, {
    tags: ['seller center'],
    receivePath: '/refund/received',
    decider: (request) => {
      const { id, shopId } = sellerOf(request);
      return { kind: 'seller', id, shopId };
    },
  });
};
