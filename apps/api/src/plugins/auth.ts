import { allows, type OperatorRole, type Permission } from '@shop/contract/console-access';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { findOperatorById } from '../modules/console/operator.repo.ts';
import { findSellerSession } from '../modules/seller/seller.repo.ts';
import { type LiveSession, resolveToken } from '../modules/session/session.service.ts';
import { findUserStatus } from '../modules/user/user.repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation hook: a live shopper session is required (401 otherwise). Used as preValidation, not
     * preHandler, so a call without a live token gets 401 before its body or query is judged.
     */
    requireShopper: preValidationAsyncHookHandler;
    /** preValidation hook: a shopper session is used when present, never required. */
    optionalShopper: preValidationHookHandler;
    /**
     * preValidation hook factory: a live session of an active operator whose roles grant `permission` (401 without
     * such a session, 403 when its roles do not). Console routes get it from the permission table
     * (plugins/console-access.ts), never by hand.
     */
    requireOperator(permission: Permission): preValidationAsyncHookHandler;
    /** preValidation hook: a live session of an approved seller (401 without a session, 403 for another kind). */
    requireSeller: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    session: LiveSession | null;
    operatorRoles: readonly OperatorRole[] | null;
    /** The signed-in seller and its shop, on routes guarded by requireSeller. */
    seller: { id: number; shopId: number } | null;
  }
}

/** The shopper's id on a route guarded by requireShopper. */
export function shopperId(request: FastifyRequest): number {
  if (request.session?.actor !== 'shopper') throw new AppError('UNAUTHORIZED');
  return request.session.subjectId;
}

/** The seller and its shop on a route guarded by requireSeller: every seller call is scoped to that shop. */
export function sellerOf(request: FastifyRequest): { id: number; shopId: number } {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller;
}

/** The operator's id on a route guarded by requireOperator. */
export function operatorId(request: FastifyRequest): number {
  if (request.session?.actor !== 'operator') throw new AppError('UNAUTHORIZED');
  return request.session.subjectId;
}

function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header.trim() : '';
}

/** Sessions are looked up per request: the API keeps no state, so any number of processes can serve it. */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('operatorRoles', null);
    app.decorateRequest('seller', null);

    async function shopperSession(request: FastifyRequest): Promise<LiveSession | undefined> {
      const session = await resolveToken(db, tokenOf(request));
      if (session?.actor !== 'shopper') return undefined;
      const user = await findUserStatus(db, session.subjectId);
      return user && !user.frozen ? session : undefined;
    }

    app.decorate('requireShopper', async (request: FastifyRequest, _reply: FastifyReply) => {
      const session = await shopperSession(request);
      if (!session) throw new AppError('UNAUTHORIZED');
      request.session = session;
    });

    // A callback hook: the public catalogue reads carry it, and most of their requests have no token (no promise then).
    app.decorate('optionalShopper', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      if (!tokenOf(request)) return done();
      shopperSession(request).then((session) => {
        request.session = session ?? null;
        done();
      }, done);
    });

    app.decorate('requireOperator', (permission: Permission) => {
      return async (request: FastifyRequest) => {
        const session = await resolveToken(db, tokenOf(request));
        if (!session) throw new AppError('UNAUTHORIZED');
        if (session.actor !== 'operator') throw new AppError('FORBIDDEN');
        const operator = await findOperatorById(db, session.subjectId);
        if (!operator || operator.disabled) throw new AppError('UNAUTHORIZED');
        if (!allows(operator.roles, permission)) throw new AppError('FORBIDDEN');
        request.session = session;
        request.operatorRoles = operator.roles;
      };
    });

    app.decorate('requireSeller', async (request: FastifyRequest) => {
      const session = await resolveToken(db, tokenOf(request));
      if (!session) throw new AppError('UNAUTHORIZED');
      if (session.actor !== 'seller') throw new AppError('FORBIDDEN');
      const seller = await findSellerSession(db, session.subjectId);
      if (!seller?.shop_id) throw new AppError('UNAUTHORIZED');
      request.session = session;
      request.seller = { id: seller.id, shopId: seller.shop_id };
    });
  },
  { name: 'auth', dependencies: ['envelope'] },
);
