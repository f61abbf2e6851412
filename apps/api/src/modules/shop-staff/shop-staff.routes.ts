import {
  sellerAuditListDto,
  sellerAuditQuery,
  staffDto,
  staffIdBody,
  staffListDto,
  staffSaveBody,
} from '@shop/contract/shop-staff';
import { envelope, pageQuery } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, sellerOf } from '../../plugins/auth.ts';
import * as staff from './shop-staff.service.ts';

const tags = ['shop staff'];

/**
 * /api/seller: the shop's staff and its audit log (docs/domain.md#shop-staff). Owner only: the seller access table
 * refuses staff with OWNER_ONLY. Every call is scoped to the owner's shop.
 */
export const shopStaffRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireSeller);

  app.get(
    '/staff',
    { schema: { tags, querystring: pageQuery, response: { 200: envelope(staffListDto) } } },
    async (request, reply) => reply.ok(await staff.listStaff(deps, sellerOf(request).shopId, request.query)),
  );

  app.post(
    '/staff/save',
    {
      schema: {
        failures: ['STAFF_NOT_FOUND', 'STAFF_NAME_TAKEN', 'STAFF_LIMIT'],
        tags,
        description:
          'Invites a member (no id: a code to set its password is mailed, valid 72 hours) or changes one; deactivating ends its sessions.',
        body: staffSaveBody,
        response: { 200: envelope(staffDto) },
      },
    },
    async (request, reply) => {
      const seller = sellerOf(request);
      const saved = await staff.saveStaff(
        deps,
        { sellerId: seller.id, shopId: seller.shopId },
        request.body,
        request.lang,
      );
      return reply.ok(saved, 'success.saveSuccess');
    },
  );

  app.post(
    '/staff/invite',
    {
      schema: {
        failures: ['STAFF_NOT_FOUND'],
        tags,
        description: 'Mails the member a new code to set its password.',
        body: staffIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await staff.resendInvitation(deps, sellerOf(request).shopId, request.body.id, request.lang);
      return reply.ok(null, 'success.sent');
    },
  );

  app.post(
    '/staff/reset_two_factor',
    {
      schema: {
        failures: ['STAFF_NOT_FOUND'],
        tags,
        description: 'Turns a member’s two-factor sign-in off (a lost phone) and ends its sessions.',
        body: staffIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await staff.resetStaffTwoFactor(deps, sellerOf(request).shopId, request.body.id);
      return reply.ok(null, 'success.settingSuccess');
    },
  );

  app.get(
    '/audit_log',
    {
      schema: {
        tags,
        description: 'Every action of the shop’s owner and staff, newest first; `member` narrows to one of them.',
        querystring: sellerAuditQuery,
        response: { 200: envelope(sellerAuditListDto) },
      },
    },
    async (request, reply) => reply.ok(await staff.listSellerAudit(deps, sellerOf(request).shopId, request.query)),
  );
};
