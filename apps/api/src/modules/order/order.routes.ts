import {
  checkoutPreviewBody,
  checkoutPreviewDto,
  orderCountsDto,
  orderCreateBody,
  orderCreateDto,
  orderDetailDto,
  orderIdBody,
  orderIdQuery,
  orderListDto,
  orderListQuery,
  orderPayBody,
  orderPayDto,
  orderPayInfoDto,
  orderPayInfoQuery,
} from '@shop/contract/order';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { shopperId } from '../../plugins/auth.ts';
import { idempotencyKeyOf } from '../idempotency/idempotency.service.ts';
import { createOrders, previewCheckout } from './checkout.service.ts';
import {
  cancelShopperOrder,
  confirmReceived,
  countShopperOrders,
  getShopperOrder,
  listShopperOrders,
} from './order.service.ts';
import { payInfo, payOrdersOnce } from './payment.service.ts';

const tags = ['order'];

/** /api/order: checkout, payment and the shopper's own orders. */
export const orderRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('preValidation', app.requireShopper);

  app.post(
    '/preview',
    {
      schema: {
        tags,
        description: 'Prices a checkout; amounts come from the server only.',
        body: checkoutPreviewBody,
        response: { 200: envelope(checkoutPreviewDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await previewCheckout(deps, shopperId(request), request.body, request.lang, request.t.bind(request))),
  );

  app.post(
    '/create',
    {
      schema: {
        tags,
        description: 'One order per shop, stock reserved, status 0.',
        body: orderCreateBody,
        response: { 200: envelope(orderCreateDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await createOrders(deps, shopperId(request), request.body), 'success.createOrderSuccess'),
  );

  app.get(
    '/pay_info',
    { schema: { tags, querystring: orderPayInfoQuery, response: { 200: envelope(orderPayInfoDto) } } },
    async (request, reply) => reply.ok(await payInfo(deps, shopperId(request), request.query.ids)),
  );

  app.post(
    '/pay',
    {
      schema: {
        tags,
        description:
          'Pays waiting orders from the balance with the payment code. Send an `Idempotency-Key` header: a retry with the same key and body replays the first answer.',
        body: orderPayBody,
        response: { 200: envelope(orderPayDto) },
      },
    },
    async (request, reply) => {
      const answer = await payOrdersOnce(
        deps,
        shopperId(request),
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      );
      return reply.ok(answer.data, answer.messageKey);
    },
  );

  app.get(
    '/detail',
    { schema: { tags, querystring: orderIdQuery, response: { 200: envelope(orderDetailDto) } } },
    async (request, reply) =>
      reply.ok(
        await getShopperOrder(deps, shopperId(request), request.query.id, request.lang, request.t.bind(request)),
      ),
  );

  app.post(
    '/cancel',
    { schema: { tags, body: orderIdBody, response: { 200: envelope(orderDetailDto) } } },
    async (request, reply) =>
      reply.ok(
        await cancelShopperOrder(deps, shopperId(request), request.body.id, request.lang, request.t.bind(request)),
        'success.cancelSuccess',
      ),
  );

  app.post(
    '/confirm',
    { schema: { tags, body: orderIdBody, response: { 200: envelope(orderDetailDto) } } },
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
  app.addHook('preValidation', app.requireShopper);
  app.get(
    '/order_list',
    { schema: { tags, querystring: orderListQuery, response: { 200: envelope(orderListDto) } } },
    async (request, reply) => reply.ok(await listShopperOrders(deps, shopperId(request), request.query, request.lang)),
  );
};
