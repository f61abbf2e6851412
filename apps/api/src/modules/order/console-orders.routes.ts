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
import { consoleOrderExportQuery } from '@shop/contract/order-bulk';
import { envelope, pageQuery } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { acceptUploads, readFilePart } from '../../lib/multipart-file.ts';
import { operatorId } from '../../plugins/auth.ts';
import { checkDeclaredLength } from '../upload/upload.service.ts';
import * as consoleOrders from './console-orders.service.ts';
import { orderExportSchema, sendOrderExport, shipImportSchema } from './order-bulk.routes.ts';
import { exportOrders } from './order-export.service.ts';
import { packingSlipsSchema, sendPackingSlips } from './packing-slips.routes.ts';
import { packingSlips } from './packing-slips.service.ts';
import { importShipments } from './ship-import.service.ts';

const tags = ['console'];

/**
 * /api/console: orders (list, detail, ship, the export and shipping by CSV), promo codes, freight rules and the
 * order settings. Operators only.
 */
export const consoleOrderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await acceptUploads(app);

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

  app.get(
    '/orders/export',
    { schema: orderExportSchema(tags, consoleOrderExportQuery, 'any shop') },
    async (request, reply) =>
      sendOrderExport(reply, await exportOrders(deps, request.query, {}, consoleOrders.CONSOLE_LANG)),
  );

  app.post(
    '/orders/ship_import',
    {
      schema: {
        failures: ['SHIP_CSV_COLUMN_MISSING', 'SHIP_CSV_INVALID', 'SHIP_CSV_TOO_MANY_ROWS'],
        ...shipImportSchema(tags, 'orders of any shop'),
      },
    },
    async (request, reply) => {
      checkDeclaredLength(request.headers['content-length']);
      const text = (await readFilePart(request)).toString('utf8');
      return reply.ok(
        await importShipments(deps, { kind: 'operator', id: operatorId(request) }, text, request.lang),
        'success.imported',
      );
    },
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
