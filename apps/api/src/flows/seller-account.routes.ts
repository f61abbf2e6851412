import { deskForgotBody, deskResetBody, secondStepBody } from '@shop/contract/account-security';
import { sellerLoginAnswerDto, sellerLoginBody, sellerLoginDto, sellerMeDto } from '@shop/contract/seller';
import { envelope } from '@shop/contract/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { sessionContextOf } from '../lib/request-context.ts';
import { guardEveryRoute, sellerOf } from '../plugins/auth.ts';
import { mailDeskResetCode, resetDeskPassword } from '../modules/account-security/desk-password.service.ts';
import { ownAccountRoutes } from '../modules/account-security/own-account.routes.ts';
import type { DeskAccount } from '../modules/account-security/two-factor.service.ts';
import { isTwoFactorOn } from '../modules/account-security/two-factor.service.ts';
import { closeSession } from '../modules/session/session.service.ts';
import { findOwner, me, ownerAccount } from '../modules/seller/seller-account.service.ts';
import { findStaffById, staffAccountOf } from '../modules/shop-staff/shop-staff.service.ts';
import {
  findSellerDeskAccount,
  sellerSecondStep,
  sellerSignInKey,
  sellerSignIn,
  setSellerDeskPassword,
  staffDeskAccount,
} from './seller-sign-in.ts';

const tags = ['seller account'];

/**
 * /api/seller: signing in (owners and staff), the second step, a forgotten password, /me, /logout and the
 * member's own security under /security (docs/account-security.md).
 */
export const sellerAccountRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    '/login',
    {
      schema: {
        failures: ['ACCOUNT_DISABLED', 'RATE_LIMITED', 'SELLER_PENDING', 'SELLER_REFUSED', 'WRONG_CREDENTIALS'],
        tags,
        description:
          'An approved seller (its account) or a staff member ("<shop account>:<name>") signs in. Before approval: SELLER_PENDING or SELLER_REFUSED with data { status, reason }. With two-factor sign-in on: `second_step` (no token) for POST /login/second_step.',
        body: sellerLoginBody,
        response: { 200: envelope(sellerLoginAnswerDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await sellerSignIn(deps, request.body, sessionContextOf(request)), 'success.loginSuccess'),
  );

  app.post(
    '/login/second_step',
    {
      schema: {
        failures: ['SECOND_STEP_EXPIRED', 'TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_LOCKED', 'WRONG_CREDENTIALS'],
        tags,
        description: 'Answers the sign-in’s challenge with a code from the app or a recovery code (used up).',
        body: secondStepBody,
        response: { 200: envelope(sellerLoginDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await sellerSecondStep(deps, request.body, sessionContextOf(request)), 'success.loginSuccess'),
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        failures: ['RATE_LIMITED'],
        tags,
        description: 'Mails a reset code to the member’s e-mail; the same answer whether or not the account exists.',
        body: deskForgotBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await findSellerDeskAccount(db, request.body.account);
      await mailDeskResetCode(deps, sellerSignInKey(request.body.account), account, request.lang, request.ip);
      return reply.ok(null, 'success.resetCodeSent');
    },
  );

  app.post(
    '/password/reset',
    {
      schema: {
        failures: ['RESET_CODE_INVALID', 'SAME_PASSWORD', 'RATE_LIMITED'],
        tags,
        description:
          'Sets a new password with the mailed code (a reset, or an invited staff member’s first password); every session ends.',
        body: deskResetBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      const account = await findSellerDeskAccount(db, request.body.account);
      const asked = sellerSignInKey(request.body.account);
      await resetDeskPassword(db, asked, account, request.body, request.ip, setSellerDeskPassword);
      return reply.ok(null, 'success.changeSuccessful');
    },
  );

  /** The signed-in member as a desk account: the owner, or the staff member. */
  async function memberAccount(request: FastifyRequest): Promise<DeskAccount> {
    const { member } = sellerOf(request);
    if (member.kind === 'staff') {
      const staff = await findStaffById(db, member.id);
      if (!staff) throw new AppError('UNAUTHORIZED');
      return staffDeskAccount(staff);
    }
    const owner = await findOwner(db, { id: member.id });
    if (!owner) throw new AppError('UNAUTHORIZED');
    return ownerAccount(owner);
  }

  await app.register(async (guarded) => {
    guardEveryRoute(guarded, guarded.requireSeller);

    guarded.post('/logout', { schema: { tags, response: { 200: envelope(z.null()) } } }, async (request, reply) => {
      if (request.session) await closeSession(db, request.session.sessionId);
      return reply.ok(null, 'success.logoutSuccess');
    });

    guarded.get(
      '/me',
      {
        schema: {
          tags,
          description: 'The shop, and who is signed in: its owner, or a staff member with its roles.',
          response: { 200: envelope(sellerMeDto) },
        },
      },
      async (request, reply) => {
        const seller = sellerOf(request);
        const { member } = seller;
        const staff = member.kind === 'staff' ? await findStaffById(db, member.id) : undefined;
        const view = staff && {
          kind: 'staff' as const,
          id: staff.id,
          account: staffAccountOf(staff.owner_account, staff.name),
          name: staff.display_name,
          roles: staff.roles,
        };
        const twoFactorEnabled = await isTwoFactorOn(db, member.kind === 'staff' ? 'staff' : 'seller', member.id);
        return reply.ok(await me(deps, seller.id, request.lang, { view, twoFactorEnabled }));
      },
    );

    await guarded.register(ownAccountRoutes, {
      prefix: '/security',
      db,
      tags,
      accountOf: memberAccount,
      setPasswordHash: setSellerDeskPassword,
    });
  });
};
