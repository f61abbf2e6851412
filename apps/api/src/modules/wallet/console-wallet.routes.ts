import {
  auditLogListDto,
  auditLogListQuery,
  auditRefuseBody,
  consoleRechargeDto,
  consoleRechargeListDto,
  consoleWalletListQuery,
  consoleWithdrawalDto,
  consoleWithdrawalListDto,
  ledgerCheckDto,
  ledgerQuery,
  ledgerViewDto,
  walletSettingsBody,
  walletSettingsDto,
  withdrawalApproveBody,
} from '@shop/contract/console-wallet';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import { idempotencyKeyOf, runOnce } from '../idempotency/idempotency.service.ts';
import { checkLedger } from '../ledger/ledger-check.service.ts';
import * as consoleWallet from './console-wallet.service.ts';

const tags = ['console'];

/**
 * /api/console: the recharge and withdrawal audit queues, ledgers and their check, wallet settings, the audit log.
 * Approving a recharge and refusing a withdrawal move money across modules: they are flows, routed in
 * flows/console.routes.ts.
 */
export const consoleWalletRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/recharges',
    { schema: { tags, querystring: consoleWalletListQuery, response: { 200: envelope(consoleRechargeListDto) } } },
    async (request, reply) => reply.ok(await consoleWallet.listRecharges(deps, request.query)),
  );

  app.post(
    '/recharge/refuse',
    {
      schema: {
        failures: ['AUDIT_DONE', 'IDEMPOTENCY_KEY_REUSED', 'RECHARGE_NOT_FOUND', 'REQUEST_IN_PROGRESS'],
        tags,
        body: auditRefuseBody,
        response: { 200: envelope(consoleRechargeDto) },
      },
    },
    async (request, reply) => {
      const operator = operatorId(request);
      const answer = await runOnce(
        deps.db,
        {
          scope: `operator:${operator}:recharge/refuse`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.refused',
          committed: (effectKey) => consoleWallet.committedRechargeDecision(deps, request.body.id, effectKey),
        },
        (effect) => consoleWallet.refuseRecharge(deps, operator, request.body.id, request.body.reason, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.get(
    '/withdrawals',
    { schema: { tags, querystring: consoleWalletListQuery, response: { 200: envelope(consoleWithdrawalListDto) } } },
    async (request, reply) => reply.ok(await consoleWallet.listWithdrawals(deps, request.query)),
  );

  app.post(
    '/withdrawal/approve',
    {
      schema: {
        failures: ['AUDIT_DONE', 'IDEMPOTENCY_KEY_REUSED', 'REQUEST_IN_PROGRESS', 'WITHDRAWAL_NOT_FOUND'],
        tags,
        body: withdrawalApproveBody,
        response: { 200: envelope(consoleWithdrawalDto) },
      },
    },
    async (request, reply) => {
      const operator = operatorId(request);
      const answer = await runOnce(
        deps.db,
        {
          scope: `operator:${operator}:withdrawal/approve`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: request.body,
          messageKey: 'success.approved',
          committed: (effectKey) => consoleWallet.committedWithdrawalDecision(deps, request.body.id, effectKey),
        },
        (effect) => consoleWallet.approveWithdrawal(deps, operator, request.body.id, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.get(
    '/ledger',
    { schema: { failures: ['NOT_FOUND'], tags, querystring: ledgerQuery, response: { 200: envelope(ledgerViewDto) } } },
    async (request, reply) => reply.ok(await consoleWallet.ledgerOf(deps, request.query)),
  );

  app.get('/ledger/check', { schema: { tags, response: { 200: envelope(ledgerCheckDto) } } }, async (_request, reply) =>
    reply.ok(await checkLedger(deps)),
  );

  app.get(
    '/wallet_settings',
    { schema: { tags, response: { 200: envelope(walletSettingsDto) } } },
    async (_request, reply) => reply.ok(await consoleWallet.getWalletSettings(deps)),
  );

  app.post(
    '/wallet_settings',
    { schema: { tags, body: walletSettingsBody, response: { 200: envelope(walletSettingsDto) } } },
    async (request, reply) =>
      reply.ok(await consoleWallet.putWalletSettings(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );

  app.get(
    '/audit_log',
    { schema: { tags, querystring: auditLogListQuery, response: { 200: envelope(auditLogListDto) } } },
    async (request, reply) => reply.ok(await consoleWallet.auditLog(deps, request.query)),
  );
};
