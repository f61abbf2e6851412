import { normalizeLang } from '@shop/contract/languages';
import { envelope } from '@shop/contract/validation';
import {
  langQuery,
  loginBody,
  loginResult,
  profileBody,
  registerBody,
  resetCodeBody,
  resetPayBody,
  resetpwdBody,
  userDto,
  verifyPayBody,
} from '@shop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sessionContextOf } from '../../lib/request-context.ts';
import { shopperId } from '../../plugins/auth.ts';
import { closeSession } from '../session/session.service.ts';
import { verifyPayPassword } from './pay-password.service.ts';
import * as users from './user.service.ts';

const tags = ['user'];
const empty = envelope(z.null());

/** The account calls under /api/user (docs/api-document.md). */
export const userRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/login',
    {
      schema: {
        failures: ['ACCOUNT_FROZEN', 'RATE_LIMITED', 'WRONG_CREDENTIALS'],
        tags,
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await users.login(deps, request.body, sessionContextOf(request)), 'success.loginSuccess'),
  );

  app.post(
    '/register',
    {
      schema: {
        failures: ['ACCOUNT_TAKEN', 'RATE_LIMITED'],
        tags,
        body: registerBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await users.register(deps, request.body, request.lang, sessionContextOf(request)),
        'success.registerSuccess',
      ),
  );

  app.post(
    '/logout',
    { preValidation: app.requireShopper, schema: { tags, response: { 200: empty } } },
    async (request, reply) => {
      if (request.session) await closeSession(deps.db, request.session.sessionId);
      return reply.ok(null, 'success.logoutSuccess');
    },
  );

  app.get(
    '/getUserInfo',
    { preValidation: app.requireShopper, schema: { tags, response: { 200: envelope(userDto) } } },
    async (request, reply) => reply.ok(await users.getUserInfo(deps, shopperId(request))),
  );

  app.post(
    '/profile',
    { preValidation: app.requireShopper, schema: { tags, body: profileBody, response: { 200: envelope(userDto) } } },
    async (request, reply) =>
      reply.ok(await users.updateProfile(deps, shopperId(request), request.body), 'success.saveSuccess'),
  );

  app.post(
    '/resetpwd',
    {
      preValidation: app.optionalShopper,
      schema: {
        failures: ['RATE_LIMITED', 'RESET_CODE_INVALID', 'SAME_PASSWORD', 'UNAUTHORIZED', 'WRONG_PASSWORD'],
        tags,
        description:
          'Logged in: { old_password, new_password, confirm_password }. With a mailed code: { account, code, new_password, confirm_password }. Every session of the account ends.',
        body: resetpwdBody,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      const userId = request.session?.actor === 'shopper' ? request.session.subjectId : undefined;
      await users.resetpwd(deps, userId, request.body, request.ip);
      return reply.ok(null, 'success.changeSuccessful');
    },
  );

  app.post(
    '/reset_code',
    {
      schema: {
        failures: ['RATE_LIMITED'],
        tags,
        description: 'Mails a 6-digit password reset code. The answer does not tell whether the account exists.',
        body: resetCodeBody,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await users.requestResetCode(deps, request.body.account, request.lang, request.ip);
      return reply.ok(null, 'success.resetCodeSent');
    },
  );

  app.post(
    '/resetPay',
    {
      preValidation: app.requireShopper,
      schema: {
        failures: [
          'OLD_PAY_PASSWORD_NOT_ALLOWED',
          'OLD_PAY_PASSWORD_REQUIRED',
          'PAY_PASSWORD_LOCKED',
          'PAY_PASSWORD_NOT_SET',
          'PAY_PASSWORD_WRONG',
          'SAME_PASSWORD',
        ],
        tags,
        body: resetPayBody,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await users.setPayPassword(deps, shopperId(request), request.body, request.session?.sessionId);
      return reply.ok(null, 'success.settingSuccess');
    },
  );

  app.post(
    '/verify_pay',
    {
      preValidation: app.requireShopper,
      schema: {
        failures: ['PAY_PASSWORD_LOCKED', 'PAY_PASSWORD_NOT_SET', 'PAY_PASSWORD_WRONG'],
        tags,
        body: verifyPayBody,
        response: { 200: empty },
      },
    },
    async (request, reply) => {
      await verifyPayPassword(deps, shopperId(request), request.body.pay_password);
      return reply.ok(null, 'success.verifySuccess');
    },
  );

  app.get(
    '/set_language',
    { preValidation: app.requireShopper, schema: { tags, querystring: langQuery, response: { 200: empty } } },
    async (request, reply) => {
      const lang = normalizeLang(request.query.lang);
      if (!lang) throw new AppError('VALIDATION');
      await users.setLanguage(deps, shopperId(request), lang);
      request.lang = lang;
      return reply.ok(null, 'success.settingSuccess');
    },
  );
};
