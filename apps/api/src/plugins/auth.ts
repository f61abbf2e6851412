import { allows, type OperatorRole, type Permission } from '@shop/contract/console-access';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import type { StaffRole } from '@shop/contract/shop-staff';
import { findOperatorWithFactor } from '../modules/console/operator.repo.ts';
import { findSellerSession } from '../modules/seller/seller.repo.ts';
import {
  frozenShopperReason,
  type LiveSession,
  resolveToken,
  touchSession,
} from '../modules/session/session.service.ts';
import { findStaffSession } from '../modules/shop-staff/shop-staff.service.ts';
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
    /** The signed-in shop member and its shop, on routes guarded by requireSeller. */
    seller: SellerContext | null;
  }
}

/**
 * Who calls the seller center: `id` is always the shop's owner (the seller whose shop it is: payments codes, payout
 * accounts and timelines are the shop's), `member` the person signed in (the owner, or one of its staff).
 */
export interface SellerContext {
  id: number;
  shopId: number;
  member: { kind: 'owner'; id: number } | { kind: 'staff'; id: number; roles: readonly StaffRole[] };
}

/** The shopper's id on a route guarded by requireShopper. */
export function shopperId(request: FastifyRequest): number {
  if (request.session?.actor !== 'shopper') throw new AppError('UNAUTHORIZED');
  return request.session.subjectId;
}

/** The seller and its shop on a route guarded by requireSeller: every seller call is scoped to that shop. */
export function sellerOf(request: FastifyRequest): SellerContext {
  if (!request.seller) throw new AppError('UNAUTHORIZED');
  return request.seller;
}

/** The operator's id on a route guarded by requireOperator. */
export function operatorId(request: FastifyRequest): number {
  if (request.session?.actor !== 'operator') throw new AppError('UNAUTHORIZED');
  return request.session.subjectId;
}

/**
 * Which session a guard asks for, by the guard function itself: the API document reads a route's preValidation
 * hooks to declare its security and its 401/403 answers (plugins/api-document.ts).
 */
export type SessionNeed = 'shopper' | 'optional-shopper' | 'operator' | 'seller';
const needOfGuard = new WeakMap<object, SessionNeed>();

type Guard = preValidationHookHandler | preValidationAsyncHookHandler;

/** The session a route's own preValidation hooks ask for; undefined for a public route. */
export function sessionNeedOf(route: Pick<RouteOptions, 'preValidation'>): SessionNeed | undefined {
  const hooks: unknown[] = [route.preValidation ?? []].flat();
  for (const hook of hooks) {
    const need = typeof hook === 'function' ? needOfGuard.get(hook) : undefined;
    if (need) return need;
  }
  return undefined;
}

/**
 * Guards every route this plugin registers after the call with `guard`, as each route's first preValidation hook
 * (so the route's options, and with them the API document, show which session it needs).
 */
export function guardEveryRoute(app: FastifyInstance, guard: Guard): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [guard, ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
  });
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

    /** Signed-in calls mark their session's last use (at most once a minute); catalogue reads never do. */
    const touch = (request: FastifyRequest, session: LiveSession) => touchSession(db, session, request.ip);

    /**
     * Why a shopper's call is refused: a session of a frozen account answers 401 with ACCOUNT_FROZEN and the
     * operator's reason (the app says so, as its sign-in does), any other token UNAUTHORIZED.
     */
    async function shopperRefusal(request: FastifyRequest): Promise<AppError> {
      const reason = await frozenShopperReason(db, tokenOf(request));
      return reason === undefined
        ? new AppError('UNAUTHORIZED')
        : new AppError('ACCOUNT_FROZEN', { reason }, { reason }, 401);
    }

    const requireShopper = async (request: FastifyRequest, _reply: FastifyReply) => {
      const session = await shopperSession(request);
      if (!session) throw await shopperRefusal(request);
      request.session = session;
      await touch(request, session);
    };
    needOfGuard.set(requireShopper, 'shopper');
    app.decorate('requireShopper', requireShopper);

    // A callback hook: the public catalogue reads carry it, and most of their requests have no token (no promise then).
    const optionalShopper = (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
      if (!tokenOf(request)) return done();
      shopperSession(request).then((session) => {
        request.session = session ?? null;
        done();
      }, done);
    };
    needOfGuard.set(optionalShopper, 'optional-shopper');
    app.decorate('optionalShopper', optionalShopper);

    app.decorate('requireOperator', (permission: Permission) => {
      const guard = async (request: FastifyRequest) => {
        const session = await resolveToken(db, tokenOf(request));
        if (!session) throw new AppError('UNAUTHORIZED');
        if (session.actor !== 'operator') throw new AppError('FORBIDDEN');
        const operator = await findOperatorWithFactor(db, session.subjectId);
        if (!operator || operator.disabled) throw new AppError('UNAUTHORIZED');
        if (!allows(operator.roles, permission)) throw new AppError('FORBIDDEN');
        // A role the platform requires two-factor sign-in for opens only the operator's own account until it is on.
        if (permission !== 'self' && operator.two_factor_required && !operator.two_factor_on) {
          throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
        }
        request.session = session;
        request.operatorRoles = operator.roles;
        await touch(request, session);
      };
      needOfGuard.set(guard, 'operator');
      return guard;
    });

    const requireSeller = async (request: FastifyRequest) => {
      const session = await resolveToken(db, tokenOf(request));
      if (!session) throw new AppError('UNAUTHORIZED');
      if (session.actor === 'staff') {
        const staff = await findStaffSession(db, session.subjectId);
        if (!staff) throw new AppError('UNAUTHORIZED');
        request.session = session;
        request.seller = {
          id: staff.owner_id,
          shopId: staff.shop_id,
          member: { kind: 'staff', id: staff.id, roles: staff.roles },
        };
      } else {
        if (session.actor !== 'seller') throw new AppError('FORBIDDEN');
        const seller = await findSellerSession(db, session.subjectId);
        if (!seller?.shop_id) throw new AppError('UNAUTHORIZED');
        request.session = session;
        request.seller = { id: seller.id, shopId: seller.shop_id, member: { kind: 'owner', id: seller.id } };
      }
      await touch(request, session);
    };
    needOfGuard.set(requireSeller, 'seller');
    app.decorate('requireSeller', requireSeller);
  },
  { name: 'auth', dependencies: ['envelope'] },
);
