import { consoleOrderListDto } from '@shop/contract/console-orders';
import {
  shopperDto,
  shopperFreezeBody,
  shopperIdQuery,
  shopperListDto,
  shopperListQuery,
  shopperOrdersQuery,
  shopperProfileDto,
  shopperRecordsQuery,
  shopperUnlockPayBody,
} from '@shop/contract/console-shoppers';
import { consoleRechargeListDto, consoleWithdrawalListDto, ledgerViewDto } from '@shop/contract/console-wallet';
import { consoleRefundListDto } from '@shop/contract/refund';
import { consoleReviewListDto } from '@shop/contract/review';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as shoppers from './shopper-admin.service.ts';

const tags = ['console'];

/** /api/console: shoppers (permission `shoppers`): the list, one shopper's page (read-only), freeze, unlock_pay. */
export const shopperAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/shoppers',
    { schema: { tags, querystring: shopperListQuery, response: { 200: envelope(shopperListDto) } } },
    async (request, reply) => reply.ok(await shoppers.listShoppers(deps, request.query)),
  );

  app.get(
    '/shopper',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperIdQuery,
        response: { 200: envelope(shopperProfileDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.getShopper(deps, request.query.id)),
  );

  app.get(
    '/shopper/orders',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperOrdersQuery,
        response: { 200: envelope(consoleOrderListDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperOrders(deps, request.query)),
  );

  app.get(
    '/shopper/ledger',
    {
      schema: {
        failures: ['NOT_FOUND', 'SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperRecordsQuery,
        response: { 200: envelope(ledgerViewDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperLedger(deps, request.query)),
  );

  app.get(
    '/shopper/refunds',
    {
      schema: {
        failures: ['REFUND_NOT_FOUND', 'SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperRecordsQuery,
        response: { 200: envelope(consoleRefundListDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperRefunds(deps, request.query)),
  );

  app.get(
    '/shopper/recharges',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperRecordsQuery,
        response: { 200: envelope(consoleRechargeListDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperRecharges(deps, request.query)),
  );

  app.get(
    '/shopper/withdrawals',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperRecordsQuery,
        response: { 200: envelope(consoleWithdrawalListDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperWithdrawals(deps, request.query)),
  );

  app.get(
    '/shopper/reviews',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        querystring: shopperRecordsQuery,
        response: { 200: envelope(consoleReviewListDto) },
      },
    },
    async (request, reply) => reply.ok(await shoppers.shopperReviews(deps, request.query)),
  );

  app.post(
    '/shopper/freeze',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        body: shopperFreezeBody,
        response: { 200: envelope(shopperDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await shoppers.setFrozen(deps, operatorId(request), request.body),
        request.body.frozen ? 'success.frozen' : 'success.unfrozen',
      ),
  );

  app.post(
    '/shopper/unlock_pay',
    {
      schema: {
        failures: ['SHOPPER_NOT_FOUND'],
        tags,
        body: shopperUnlockPayBody,
        response: { 200: envelope(shopperDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await shoppers.unlockPay(deps, operatorId(request), request.body.id), 'success.unlocked'),
  );
};
