import { sellerWithdrawalDto, sellerWithdrawBody } from '@shop/contract/seller';
import { envelope } from '@shop/contract/validation';
import { extractBody, withdrawalDto } from '@shop/contract/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { idempotencyKeyOf, runOnce } from '../modules/idempotency/idempotency.service.ts';
import { committedSellerWithdrawal } from '../modules/seller/seller-money.service.ts';
import { committedWithdrawal } from '../modules/wallet/wallet.service.ts';
import { guardEveryRoute, sellerOf, shopperId } from '../plugins/auth.ts';
import { requestSellerWithdrawal, requestWithdrawal } from './withdrawal.ts';

const idempotent = 'Send an `Idempotency-Key` header: a retry with the same key and body replays the first answer.';

/** POST /api/user/extract: a shopper's withdrawal, the withdrawal flow (flows/withdrawal.ts). */
export const withdrawalRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['wallet'];
  guardEveryRoute(app, app.requireShopper);

  app.post(
    '/extract',
    {
      schema: {
        failures: [
          'ACCOUNT_FROZEN',
          'AMOUNT_TOO_SMALL',
          'IDEMPOTENCY_KEY_REUSED',
          'INSUFFICIENT_BALANCE',
          'PAY_PASSWORD_LOCKED',
          'PAY_PASSWORD_NOT_SET',
          'PAY_PASSWORD_WRONG',
          'REQUEST_IN_PROGRESS',
          'WITHDRAWAL_NOT_FOUND',
          'WITHDRAW_ABOVE_BALANCE',
        ],
        tags,
        description: idempotent,
        body: extractBody,
        response: { 200: envelope(withdrawalDto) },
      },
    },
    async (request, reply) => {
      const userId = shopperId(request);
      // The payment code is left out of the request's fingerprint: a stored hash of six digits is guessable.
      const { pay_password: _code, ...identity } = request.body;
      const answer = await runOnce(
        deps.db,
        {
          scope: `shopper:${userId}:extract`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: identity,
          messageKey: 'success.drawSuccess',
          committed: (effectKey) => committedWithdrawal(deps, { userId }, request.body, effectKey),
        },
        (effect) => requestWithdrawal(deps, userId, request.body, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );
};

/** POST /api/seller/withdraw: a seller's withdrawal, the withdrawal flow, behind the seller center's guard. */
export const sellerWithdrawalRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['seller center'];
  guardEveryRoute(app, app.requireSeller);

  app.post(
    '/withdraw',
    {
      schema: {
        failures: [
          'AMOUNT_TOO_SMALL',
          'IDEMPOTENCY_KEY_REUSED',
          'INSUFFICIENT_BALANCE',
          'PAY_PASSWORD_LOCKED',
          'PAY_PASSWORD_NOT_SET',
          'PAY_PASSWORD_WRONG',
          'PAYOUT_ACCOUNT_NOT_FOUND',
          'REQUEST_IN_PROGRESS',
          'TWO_FACTOR_CODE_REQUIRED',
          'TWO_FACTOR_CODE_WRONG',
          'TWO_FACTOR_LOCKED',
          'WITHDRAWAL_NOT_FOUND',
          'WITHDRAW_ABOVE_BALANCE',
        ],
        tags,
        description:
          "To one of the shop's payout accounts (copied into the request): amount + charge move from the shop's " +
          'balance into a hold at once; the console audits it.',
        body: sellerWithdrawBody,
        response: { 200: envelope(sellerWithdrawalDto) },
      },
    },
    async (request, reply) => {
      const who = sellerOf(request);
      // The codes are left out of the request's fingerprint: a stored hash of six digits is guessable, and the app's
      // code moves on every 30 s, so a retry typed again is still the same request (the seller center keeps its key).
      const { pay_password: _code, two_factor_code: _twoFactor, ...fingerprint } = request.body;
      const answer = await runOnce(
        deps.db,
        {
          scope: `seller:${who.id}:withdraw`,
          key: idempotencyKeyOf(request.headers['idempotency-key']),
          body: fingerprint,
          messageKey: 'success.drawSuccess',
          committed: (effectKey) => committedSellerWithdrawal(deps, who.shopId, request.body, effectKey),
        },
        (effect) => requestSellerWithdrawal(deps, who, request.body, effect),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );
};
