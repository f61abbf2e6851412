import type { OperatorRole } from '@shop/contract/console';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { findOperatorById } from '../modules/console/operator.repo.ts';
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
    optionalShopper: preValidationAsyncHookHandler;
    /** preValidation hook factory: a live operator session with one of `roles` (401 without a session, 403 otherwise). */
    requireOperator(roles?: readonly OperatorRole[]): preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    session: LiveSession | null;
    operatorRole: OperatorRole | null;
  }
}

/** The shopper's id on a route guarded by requireShopper. */
export function shopperId(request: FastifyRequest): number {
  if (request.session?.actor !== 'shopper') throw new AppError('UNAUTHORIZED');
  return request.session.subjectId;
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
    app.decorateRequest('operatorRole', null);

    async function shopperSession(request: FastifyRequest): Promise<LiveSession | undefined> {
      const session = await resolveToken(db, tokenOf(request));
      if (session?.actor !== 'shopper') return undefined;
      const user = await findUserStatus(db, session.subjectId);
      return user && !user.disabled ? session : undefined;
    }

    app.decorate('requireShopper', async (request: FastifyRequest, _reply: FastifyReply) => {
      const session = await shopperSession(request);
      if (!session) throw new AppError('UNAUTHORIZED');
      request.session = session;
    });

    app.decorate('optionalShopper', async (request: FastifyRequest) => {
      request.session = (await shopperSession(request)) ?? null;
    });

    app.decorate('requireOperator', (roles: readonly OperatorRole[] = ['admin', 'operator']) => {
      return async (request: FastifyRequest) => {
        const session = await resolveToken(db, tokenOf(request));
        if (!session) throw new AppError('UNAUTHORIZED');
        if (session.actor !== 'operator') throw new AppError('FORBIDDEN');
        const operator = await findOperatorById(db, session.subjectId);
        if (!operator || operator.disabled) throw new AppError('UNAUTHORIZED');
        if (!roles.includes(operator.role)) throw new AppError('FORBIDDEN');
        request.session = session;
        request.operatorRole = operator.role;
      };
    });
  },
  { name: 'auth', dependencies: ['envelope'] },
);
