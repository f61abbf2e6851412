import {
  consoleOrderDetailDto,
  consoleOrderListDto,
  consoleOrderListQuery,
  freightDeleteBody,
  freightRuleDto,
  freightSaveBody,
  logisticsBody,
  orderSettingsBody,
  orderSettingsDto,
  promoDto,
  promoListDto,
  promoSaveBody,
  shipBody,
  shopOptionDto,
} from '@shop/contract/console-orders';
import { orderIdQuery } from '@shop/contract/order';
import { envelope, pageQuery } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { operatorId } from '../../plugins/auth.ts';
import * as consoleOrders from './console-orders.service.ts';
import { packingSlipsSchema, sendPackingSlips } from './packing-slips.routes.ts';
import { packingSlips } from './packing-slips.service.ts';

const tags = ['console'];

/** /api/console: orders (list, detail, ship), promo codes, freight rules and the order settings. Operators only. */
export const consoleOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/orders',
    { schema: { tags, querystring: consoleOrderListQuery, response: { 200: envelope(consoleOrderListDto) } } },
    async (request, reply) => reply.ok(await consoleOrders.listOrders(deps, request.query)),
  );

  app.get(
    '/order',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND'],
        tags,
        querystring: orderIdQuery,
        response: { 200: envelope(consoleOrderDetailDto) },
      },
    },
    async (request, reply) => reply.ok(await consoleOrders.getOrder(deps, request.query.id, request.t.bind(request))),
  );

  app.get(
    '/orders/packing_slips',
    { schema: { failures: ['ORDER_NOT_FOUND'], ...packingSlipsSchema(tags, 'any orders') } },
    async (request, reply) => sendPackingSlips(reply, await packingSlips(deps, request.query.ids, request.lang)),
  );

  app.post(
    '/order/ship',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED'],
        tags,
        body: shipBody,
        response: { 200: envelope(consoleOrderDetailDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await consoleOrders.shipOrder(
          deps,
          { kind: 'operator', id: operatorId(request) },
          request.body,
          request.t.bind(request),
        ),
        'success.shipSuccess',
      ),
  );

  app.post(
    '/order/logistics',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED'],
        tags,
        body: logisticsBody,
        response: { 200: envelope(consoleOrderDetailDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await consoleOrders.addLogistics(
          deps,
          { kind: 'operator', id: operatorId(request) },
          request.body,
          request.t.bind(request),
        ),
        'success.saveSuccess',
      ),
  );

  app.get(
    '/promos',
    { schema: { tags, querystring: pageQuery, response: { 200: envelope(promoListDto) } } },
    async (request, reply) => reply.ok(await consoleOrders.listPromos(deps, request.query.page, request.query.limit)),
  );

  app.post(
    '/promo/save',
    {
      schema: {
        failures: ['NOT_FOUND', 'PROMO_CODE_TAKEN'],
        tags,
        body: promoSaveBody,
        response: { 200: envelope(promoDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await consoleOrders.savePromo(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );

  app.get(
    '/freight',
    { schema: { tags, response: { 200: envelope(z.object({ list: z.array(freightRuleDto) })) } } },
    async (_request, reply) => reply.ok(await consoleOrders.listFreightRules(deps)),
  );

  app.post(
    '/freight/save',
    {
      schema: {
        failures: ['NOT_FOUND', 'SHOP_NOT_FOUND'],
        tags,
        body: freightSaveBody,
        response: { 200: envelope(freightRuleDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await consoleOrders.saveFreightRule(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );

  app.post(
    '/freight/delete',
    { schema: { failures: ['NOT_FOUND'], tags, body: freightDeleteBody, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await consoleOrders.deleteFreightRule(deps, operatorId(request), request.body.shop_id);
      return reply.ok(null, 'success.deleteSuccess');
    },
  );

  app.get(
    '/shop_options',
    { schema: { tags, response: { 200: envelope(z.object({ list: z.array(shopOptionDto) })) } } },
    async (_request, reply) => reply.ok(await consoleOrders.listShopOptions(deps)),
  );

  app.get(
    '/order_settings',
    { schema: { tags, response: { 200: envelope(orderSettingsDto) } } },
    async (_request, reply) => reply.ok(await consoleOrders.getOrderSettings(deps)),
  );

  app.post(
    '/order_settings',
    { schema: { tags, body: orderSettingsBody, response: { 200: envelope(orderSettingsDto) } } },
    async (request, reply) =>
      reply.ok(await consoleOrders.putOrderSettings(deps, operatorId(request), request.body), 'success.saveSuccess'),
  );
};
