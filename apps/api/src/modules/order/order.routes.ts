import {
  checkoutPreviewBody,
  checkoutPreviewDto,
  orderCountsDto,
  orderDetailDto,
  orderIdBody,
  orderIdQuery,
  orderListDto,
  orderListQuery,
  orderPayInfoDto,
  orderPayInfoQuery,
} from '@shop/contract/order';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import { previewCheckout } from './checkout.service.ts';
import { confirmReceived, countShopperOrders, getShopperOrder, listShopperOrders } from './order.service.ts';
import { payInfo } from './payment.service.ts';

const tags = ['order'];

/**
 * /api/order: the checkout's preview, the payment page and the shopper's own orders. Placing, paying and
 * cancelling orders are flows: their routes are in flows/order.routes.ts, under the same prefix.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.post(
    '/preview',
    {
      schema: {
        failures: [
          'NOTHING_SELECTED',
          'NOT_FOUND',
          'OUT_OF_STOCK',
          'PRODUCT_NOT_FOUND',
          'PRODUCT_OFF_SALE',
          'REGION_CLOSED',
          'DEAL_ENDED',
          'DEAL_LIMIT_REACHED',
          'DEAL_NOT_FOUND',
          'DEAL_SOLD_OUT',
        ],
        tags,
        description:
          'Prices a checkout; amounts come from the server only. Each line at its running deal when the shopper can ' +
          'still buy at it; each shop with its best public voucher unless `shop_vouchers` chooses.',
        body: checkoutPreviewBody,
        response: { 200: envelope(checkoutPreviewDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await previewCheckout(deps, shopperId(request), request.body, request.lang, request.t.bind(request))),
  );

  app.get(
    '/pay_info',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND'],
        tags,
        querystring: orderPayInfoQuery,
        response: { 200: envelope(orderPayInfoDto) },
      },
    },
    async (request, reply) => reply.ok(await payInfo(deps, shopperId(request), request.query.ids)),
  );

  app.get(
    '/detail',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND'],
        tags,
        querystring: orderIdQuery,
        response: { 200: envelope(orderDetailDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await getShopperOrder(deps, shopperId(request), request.query.id, request.lang, request.t.bind(request)),
      ),
  );

  app.post(
    '/confirm',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND', 'ORDER_STATUS_CHANGED'],
        tags,
        body: orderIdBody,
        response: { 200: envelope(orderDetailDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await confirmReceived(deps, shopperId(request), request.body.id, request.lang, request.t.bind(request)),
        'success.receivedSuccess',
      ),
  );

  app.get('/counts', { schema: { tags, response: { 200: envelope(orderCountsDto) } } }, async (request, reply) =>
    reply.ok(await countShopperOrders(deps, shopperId(request))),
  );
};

/** The spec's GET /api/user/order_list. */
export const orderListRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);
  app.get(
    '/order_list',
    { schema: { tags, querystring: orderListQuery, response: { 200: envelope(orderListDto) } } },
    async (request, reply) => reply.ok(await listShopperOrders(deps, shopperId(request), request.query, request.lang)),
  );
};
