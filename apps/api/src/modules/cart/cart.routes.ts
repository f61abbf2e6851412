import {
  cartAddBody,
  cartCountDto,
  cartDto,
  cartRemoveBody,
  cartSelectBody,
  cartUpdateBody,
} from '@shop/contract/cart';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import * as cart from './cart.service.ts';

const tags = ['cart'];

/** /api/cart: the logged-in shopper's cart; the region gate guards entering it and adding to it. */
export const cartRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/list',
    { schema: { failures: ['REGION_CLOSED'], tags, response: { 200: envelope(cartDto) } } },
    async (request, reply) => reply.ok(await cart.getCart(deps, shopperId(request), request.lang)),
  );

  app.get('/count', { schema: { tags, response: { 200: envelope(cartCountDto) } } }, async (request, reply) =>
    reply.ok({ count: await cart.countCart(deps, shopperId(request)) }),
  );

  app.post(
    '/add',
    {
      schema: {
        failures: ['CART_FULL', 'OUT_OF_STOCK', 'PRODUCT_NOT_FOUND', 'REGION_CLOSED'],
        tags,
        body: cartAddBody,
        response: { 200: envelope(cartCountDto) },
      },
    },
    async (request, reply) =>
      reply.ok({ count: await cart.addToCart(deps, shopperId(request), request.body) }, 'success.addedToCart'),
  );

  app.post(
    '/update',
    {
      schema: {
        failures: ['NOT_FOUND', 'OUT_OF_STOCK', 'REGION_CLOSED'],
        tags,
        body: cartUpdateBody,
        response: { 200: envelope(cartDto) },
      },
    },
    async (request, reply) => reply.ok(await cart.updateCartLine(deps, shopperId(request), request.body, request.lang)),
  );

  app.post(
    '/select',
    { schema: { failures: ['REGION_CLOSED'], tags, body: cartSelectBody, response: { 200: envelope(cartDto) } } },
    async (request, reply) =>
      reply.ok(await cart.selectCartLines(deps, shopperId(request), request.body, request.lang)),
  );

  app.post(
    '/remove',
    { schema: { failures: ['REGION_CLOSED'], tags, body: cartRemoveBody, response: { 200: envelope(cartDto) } } },
    async (request, reply) =>
      reply.ok(
        await cart.removeCartLines(deps, shopperId(request), request.body.ids, request.lang),
        'success.deleteSuccess',
      ),
  );
};
