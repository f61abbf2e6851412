import { envelope } from '@shop/contract/validation';
import {
  auditLogQuery,
  billDto,
  billQuery,
  blockchainDto,
  extractInfoDto,
  rechargeBody,
  rechargeDto,
  rechargeInfoDto,
  rechargeListDto,
  withdrawalListDto,
} from '@shop/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import { idempotencyKeyOf, runOnce } from '../idempotency/idempotency.service.ts';
import * as wallet from './wallet.service.ts';

const tags = ['wallet'];
const idempotent = 'Send an `Idempotency-Key` header: a retry with the same key and body replays the first answer.';

/**
 * The spec's wallet calls under /api/user: deposit networks, recharge, the withdrawal's terms, the logs, the bill.
 * Asking for a withdrawal (POST /extract) is the withdrawal flow: its route is in flows/withdrawal.routes.ts.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/getBlockchain',
    { schema: { tags, response: { 200: envelope(z.array(blockchainDto)) } } },
    async (_request, reply) => reply.ok(await wallet.listNetworks(deps)),
  );

  app.get(
    '/recharge_info',
    { schema: { tags, response: { 200: envelope(rechargeInfoDto) } } },
    async (_request, reply) => reply.ok(await wallet.rechargeInfo(deps)),
  );

  app.post(
    '/recharge',
    {
      schema: {
        failures: [
          'AMOUNT_TOO_SMALL',
          'DEPOSIT_ADDRESS_MISMATCH',
          'IDEMPOTENCY_KEY_REUSED',
          'NETWORK_UNKNOWN',
          'RECHARGE_METHOD_OFF',
          'RECHARGE_NOT_FOUND',
          'REQUEST_IN_PROGRESS',
          'TX_HASH_USED',
        ],
        tags,
        description: idempotent,
        body: rechargeBody,
        response: { 200: envelope(rechargeDto) },
      },
    },
    async (request, reply) => {
      const userId = shopperId(request);
      const answer = await runOnce(
        deps.db,
        {
          scope: `shopper:${userId}:recharge`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.applySuccessful',
          committed: (effectKey) => wallet.committedRecharge(deps, userId, request.body, effectKey),
        },
        (effect) => wallet.requestRecharge(deps, userId, request.body, undefined, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.get(
    '/recharge_log',
    { schema: { tags, querystring: auditLogQuery, response: { 200: envelope(rechargeListDto) } } },
    async (request, reply) => reply.ok(await wallet.rechargeLog(deps, shopperId(request), request.query)),
  );

  app.get('/extract', { schema: { tags, response: { 200: envelope(extractInfoDto) } } }, async (request, reply) =>
    reply.ok(await wallet.extractInfo(deps, shopperId(request))),
  );

  app.get(
    '/extract_log',
    { schema: { tags, querystring: auditLogQuery, response: { 200: envelope(withdrawalListDto) } } },
    async (request, reply) => reply.ok(await wallet.withdrawalLog(deps, shopperId(request), request.query)),
  );

  app.get(
    '/bill',
    { schema: { tags, querystring: billQuery, response: { 200: envelope(billDto) } } },
    async (request, reply) => reply.ok(await wallet.bill(deps, shopperId(request), request.query)),
  );
};
