import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { sellerAllows } from '@shop/contract/shop-staff';
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { sellerPermissionOf, UNAUDITED_SELLER_ROUTES } from '../modules/shop-staff/seller-permissions.ts';
import { memberAccountName, recordSellerAction } from '../modules/shop-staff/shop-staff.service.ts';

const SELLER_PREFIX = '/api/seller/';

/** Keys whose values never reach the audit log. */
const SECRET_KEY = /password|code|secret|token|challenge/i;
const MAX_DETAIL_CHARS = 4000;

/** What the audit log keeps of a body: its fields, secrets replaced, long text cut. */
function auditDetail(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const detail = Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, SECRET_KEY.test(key) ? '***' : value]),
  );
  const json = JSON.stringify(detail);
  return json.length <= MAX_DETAIL_CHARS ? detail : { truncated: json.slice(0, MAX_DETAIL_CHARS) };
}

function targetIdOf(body: unknown): number | null {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The seller center's access (docs/domain.md#shop-staff). Every /api/seller route gets, after the session's guard,
 * a check of the member's roles against the permission table (modules/shop-staff/seller-permissions.ts): a staff
 * member without it is refused (403; OWNER_ONLY for the owner's calls). A seller route missing from the table stops
 * the app from starting. Every call that changes something and succeeds is written to the seller audit log with
 * who did it, before the answer leaves.
 */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    const undeclared: string[] = [];

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(SELLER_PREFIX)) return;
      // A GET's HEAD twin is guarded as the GET.
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) =>
        m === 'HEAD' ? 'GET' : m,
      );
      const permissions = new Set(methods.map((method) => sellerPermissionOf(method, route.url)));
      if (permissions.has(undefined) || permissions.size !== 1) {
        undeclared.push(`${methods.join(',')} ${route.url}`);
        return;
      }
      const [permission] = permissions;
      if (!permission || permission === 'public') return;
      // The API document lists what the check answers beside FORBIDDEN (plugins/api-document.ts reads `failures`).
      if (permission === 'owner' && route.schema) {
        route.schema = { ...route.schema, failures: [...(route.schema.failures ?? []), 'OWNER_ONLY'] };
      }
      const check: preValidationHookHandler = (request, _reply, done) => {
        const member = request.seller?.member;
        if (!member) return done(new AppError('UNAUTHORIZED'));
        if (sellerAllows(member, permission)) return done();
        done(new AppError(permission === 'owner' ? 'OWNER_ONLY' : 'FORBIDDEN'));
      };
      // After the route's own hooks: the session guard (requireSeller) comes first and sets request.seller.
      route.preValidation = [...[route.preValidation ?? []].flat(), check];
      const audited =
        methods.some((method) => method !== 'GET') && !UNAUDITED_SELLER_ROUTES.has(`${methods[0]} ${route.url}`);
      if (audited) {
        const record = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          const seller = request.seller;
          if (!seller || reply.statusCode >= 300 || !succeeded(payload)) return payload;
          const member = seller.member;
          const account = await memberAccountName(db, member);
          await recordSellerAction(
            db,
            { shopId: seller.shopId, kind: member.kind, id: member.id, account },
            {
              action: `${request.method} ${route.url.slice(SELLER_PREFIX.length - 1)}`,
              targetId: targetIdOf(request.body),
              detail: auditDetail(request.body),
              ip: request.ip,
            },
          );
          return payload;
        };
        route.onSend = [...[route.onSend ?? []].flat(), record];
      }
    });

    app.addHook('onReady', async () => {
      if (undeclared.length > 0) {
        throw new Error(`Seller routes without a permission in seller-permissions.ts: ${undeclared.join('; ')}`);
      }
    });
  },
  { name: 'seller-access', dependencies: ['auth'] },
);

/** A business failure answers 200 with code 0: only code 1 is a done action. */
function succeeded(payload: unknown): boolean {
  if (typeof payload !== 'string') return true;
  return payload.startsWith('{"code":1');
}
