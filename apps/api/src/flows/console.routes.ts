import {
  auditRefuseBody,
  consoleRechargeDto,
  consoleWithdrawalDto,
  rechargeApproveBody,
} from '@shop/contract/console-wallet';
import { sellerApplicationApproveBody } from '@shop/contract/seller';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { idempotencyKeyOf, runOnce } from '../modules/idempotency/idempotency.service.ts';
import { committedRechargeDecision, committedWithdrawalDecision } from '../modules/wallet/console-wallet.service.ts';
import { operatorId } from '../plugins/auth.ts';
import { approveRecharge } from './recharge-approval.ts';
import { approveApplication } from './seller-approval.ts';
import { refuseWithdrawal } from './withdrawal.ts';

const walletTags = ['console'];
const sellerTags = ['console sellers'];

/**
 * /api/console, the operators' calls that start a flow: recharge approval (flows/recharge-approval.ts), withdrawal
 * refusal (flows/withdrawal.ts) and seller approval (flows/seller-approval.ts). The console-access plugin guards them
 * by path, as it does every /api/console route. The refund decisions are in flows/refund.routes.ts.
 */
export const consoleFlowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/recharge/approve',
    {
      schema: {
        failures: ['AUDIT_DONE', 'IDEMPOTENCY_KEY_REUSED', 'RECHARGE_NOT_FOUND', 'REQUEST_IN_PROGRESS'],
        tags: walletTags,
        body: rechargeApproveBody,
        response: { 200: envelope(consoleRechargeDto) },
      },
    },
    async (request, reply) => {
      const operator = operatorId(request);
      const answer = await runOnce(
        deps.db,
        {
          scope: `operator:${operator}:recharge/approve`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.approved',
          committed: (effectKey) => committedRechargeDecision(deps, request.body.id, effectKey),
        },
        (effect) => approveRecharge(deps, operator, request.body.id, request.body.amount, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.post(
    '/withdrawal/refuse',
    {
      schema: {
        failures: ['AUDIT_DONE', 'IDEMPOTENCY_KEY_REUSED', 'REQUEST_IN_PROGRESS', 'WITHDRAWAL_NOT_FOUND'],
        tags: walletTags,
        body: auditRefuseBody,
        response: { 200: envelope(consoleWithdrawalDto) },
      },
    },
    async (request, reply) => {
      const operator = operatorId(request);
      const answer = await runOnce(
        deps.db,
        {
          scope: `operator:${operator}:withdrawal/refuse`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.refused',
          committed: (effectKey) => committedWithdrawalDecision(deps, request.body.id, effectKey),
        },
        (effect) => refuseWithdrawal(deps, operator, request.body.id, request.body.reason, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.post(
    '/seller_application/approve',
    {
      schema: {
        failures: [
          'APPLICATION_DECIDED',
          'APPLICATION_NOT_FOUND',
          'PICTURE_NOT_FOUND',
          'PICTURE_STORE_FAILED',
          'SHOP_NOT_FOUND',
        ],
        tags: sellerTags,
        description: "Creates the shop, active, at the platform's default commission; the seller may sign in.",
        body: sellerApplicationApproveBody,
        response: { 200: envelope(z.object({ shop_id: z.number().int() })) },
      },
    },
    async (request, reply) =>
      reply.ok(await approveApplication(deps, operatorId(request), request.body.id), 'success.approved'),
  );
};
