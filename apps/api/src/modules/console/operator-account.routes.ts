import { deskForgotBody, deskResetBody, secondStepBody } from '@shop/contract/account-security';
import { operatorLoginResult } from '@shop/contract/console';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sessionContextOf } from '../../lib/request-context.ts';
import { operatorId } from '../../plugins/auth.ts';
import { mailDeskResetCode, resetDeskPassword } from '../account-security/desk-password.service.ts';
import { ownAccountRoutes } from '../account-security/own-account.routes.ts';
import {
  findOperatorForReset,
  operatorDeskAccount,
  setOperatorPasswordHash,
  twoFactorRequiredOf,
} from './operator-account.service.ts';
import { operatorSecondStep } from './console.service.ts';

const tags = ['console account'];

/**
 * An operator's own account (docs/account-security.md): the sign-in's second step, a forgotten password reset by
 * a mailed code (no session), and under /my the password, two-factor sign-in and sessions (permission `self`:
 * open even while a required second step is not set up yet).
 */
export const operatorAccountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;
  app.post(
    '/login/second_step',
    {
      schema: {
        failures: ['SECOND_STEP_EXPIRED', 'TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_LOCKED', 'ACCOUNT_DISABLED'],
        tags,
        description: 'Answers the sign-in’s challenge with a code from the app or a recovery code (used up).',
        body: secondStepBody,
        response: { 200: envelope(operatorLoginResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await operatorSecondStep(deps, request.body, sessionContextOf(request)), 'success.loginSuccess'),
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        failures: ['RATE_LIMITED'],
        tags,
        description:
          'Mails a reset code to the operator’s e-mail (by account or e-mail); the same answer whether or not it exists.',
        body: deskForgotBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await findOperatorForReset(db, request.body.account);
      await mailDeskResetCode(deps, request.body.account, account, request.lang, request.ip);
      return reply.ok(null, 'success.resetCodeSent');
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        failures: ['RESET_CODE_INVALID', 'SAME_PASSWORD', 'RATE_LIMITED'],
        tags,
        description: 'Sets a new password with the mailed code; every session of the operator ends.',
        body: deskResetBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await findOperatorForReset(db, request.body.account);
      await resetDeskPassword(db, request.body.account, account, request.body, request.ip, setOperatorPasswordHash);
      return reply.ok(null, 'success.changeSuccessful');
    },
  );

  await app.register(ownAccountRoutes, {
    prefix: '/my',
    db,
    tags,
    accountOf: (request) => operatorDeskAccount(db, operatorId(request)),
    requiredOf: (request) => twoFactorRequiredOf(db, operatorId(request)),
    setPasswordHash: setOperatorPasswordHash,
  });
};
