import {
  deskPasswordChangeBody,
  recoveryCodesDto,
  recoveryCodesRenewBody,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorSetupBody,
  twoFactorSetupDto,
  twoFactorStatusDto,
} from '@shop/contract/account-security';
import { envelope } from '@shop/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionRoutes } from '../session/session.routes.ts';
import { changeDeskPassword, countPasswordCheck, type SetPasswordHash } from './desk-password.service.ts';
import {
  type DeskAccount,
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  setUpTwoFactor,
  twoFactorStatus,
} from './two-factor.service.ts';

export interface OwnAccountOptions {
  db: Db;
  tags: string[];
  /** The signed-in account, read fresh (the prefix's guard already ran). */
  accountOf(request: FastifyRequest): Promise<DeskAccount>;
  /** Whether the platform requires two-factor sign-in of it (operators' roles); sellers choose for themselves. */
  requiredOf?(request: FastifyRequest): Promise<boolean>;
  setPasswordHash: SetPasswordHash;
}

function sessionIdOf(request: FastifyRequest): number {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session.sessionId;
}

/**
 * A desk account's own security (docs/account-security.md), the same calls for operators (/api/console/my) and
 * shop members (/api/seller/security): two-factor sign-in, the password, the sessions.
 */
export const ownAccountRoutes: FastifyPluginAsyncZod<OwnAccountOptions> = async (app, options) => {
  const { db, tags, accountOf, setPasswordHash } = options;

  app.get(
    '/two_factor',
    {
      schema: {
        tags,
        description: 'Where two-factor sign-in stands.',
        response: { 200: envelope(twoFactorStatusDto) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      const required = (await options.requiredOf?.(request)) ?? false;
      return reply.ok(await twoFactorStatus(db, account.actor, account.id, required));
    },
  );

  app.post(
    '/two_factor/setup',
    {
      schema: {
        failures: ['WRONG_PASSWORD', 'TWO_FACTOR_ALREADY_ON', 'RATE_LIMITED'],
        tags,
        description:
          'Starts turning two-factor sign-in on: a new secret (and its otpauth URI as a QR code), pending until a code from it is entered at /two_factor/enable.',
        body: twoFactorSetupBody,
        response: { 200: envelope(twoFactorSetupDto) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      await countPasswordCheck(db, account);
      return reply.ok(await setUpTwoFactor(db, account, request.body.password));
    },
  );

  app.post(
    '/two_factor/enable',
    {
      schema: {
        failures: ['TWO_FACTOR_NOT_STARTED', 'TWO_FACTOR_ALREADY_ON', 'TWO_FACTOR_CODE_WRONG'],
        tags,
        description: 'A first code from the app turns it on; the ten recovery codes are answered this once.',
        body: twoFactorEnableBody,
        response: { 200: envelope(recoveryCodesDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await enableTwoFactor(db, await accountOf(request), request.body.code), 'success.settingSuccess'),
  );

  app.post(
    '/two_factor/disable',
    {
      schema: {
        failures: ['WRONG_PASSWORD', 'TWO_FACTOR_OFF', 'TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_LOCKED', 'RATE_LIMITED'],
        tags,
        description: 'Turns it off: the password and a code (from the app, or a recovery code).',
        body: twoFactorDisableBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await accountOf(request);
      await countPasswordCheck(db, account);
      await disableTwoFactor(db, account, request.body);
      return reply.ok(null, 'success.settingSuccess');
    },
  );

  app.post(
    '/two_factor/recovery_codes',
    {
      schema: {
        failures: ['TWO_FACTOR_OFF', 'TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_LOCKED'],
        tags,
        description: 'A new set of ten recovery codes replaces the old one (a code from the app is asked).',
        body: recoveryCodesRenewBody,
        response: { 200: envelope(recoveryCodesDto) },
      },
    },
    async (request, reply) => reply.ok(await renewRecoveryCodes(db, await accountOf(request), request.body.code)),
  );

  app.post(
    '/password',
    {
      schema: {
        failures: ['WRONG_PASSWORD', 'SAME_PASSWORD', 'RATE_LIMITED'],
        tags,
        description: 'Changes the password; every other session of the account ends, the calling one stays.',
        body: deskPasswordChangeBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await changeDeskPassword(db, await accountOf(request), request.body, sessionIdOf(request), setPasswordHash);
      return reply.ok(null, 'success.changeSuccessful');
    },
  );

  await app.register(sessionRoutes, {
    db,
    tags,
    subjectOf: (request) => {
      if (!request.session) throw new AppError('UNAUTHORIZED');
      return { actor: request.session.actor, id: request.session.subjectId };
    },
  });
};
