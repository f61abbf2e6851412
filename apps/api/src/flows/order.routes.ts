import {
  orderCreateBody,
  orderCreateDto,
  orderDetailDto,
  orderIdBody,
  orderPayBody,
  orderPayDto,
} from '@shop/contract/order';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { idempotencyKeyOf } from '../modules/idempotency/idempotency.service.ts';
import { guardEveryRoute, shopperId } from '../plugins/auth.ts';
import { cancelShopperOrder } from './cancel.ts';
import { createOrders } from './checkout.ts';
import { payOrdersOnce } from './pay.ts';

const tags = ['order'];

/**
 * /api/order, the calls that start a flow: checkout (flows/checkout.ts), pay (flows/pay.ts) and cancel
 * (flows/cancel.ts). The order's reads and its own moves stay in modules/order/order.routes.ts, same prefix.
 */
export const orderFlowRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.post(
    '/create',
    {
      schema: {
        failures: [
          'NOTHING_SELECTED',
          'NOT_FOUND',
          'OUT_OF_STOCK',
          'PRODUCT_NOT_FOUND',
          'PRODUCT_OFF_SALE',
          'PROMO_EXPIRED',
          'PROMO_LIMIT_REACHED',
          'PROMO_MIN_SPEND',
          'PROMO_NOT_FOUND',
          'PROMO_NOT_STARTED',
          'PROMO_USED_UP',
          'REGION_CLOSED',
          'VOUCHER_EXPIRED',
          'VOUCHER_LIMIT_REACHED',
          'VOUCHER_MIN_SPEND',
          'VOUCHER_NOT_FOUND',
          'VOUCHER_NOT_STARTED',
          'VOUCHER_USED_UP',
          'DEAL_ENDED',
          'DEAL_LIMIT_REACHED',
          'DEAL_NOT_FOUND',
          'DEAL_SOLD_OUT',
        ],
        tags,
        description:
          'One order per shop, stock reserved, status 0; each shop voucher and the promo code taken under their caps; ' +
          'a line with a `deal_id` at the deal price or refused.',
        body: orderCreateBody,
        response: { 200: envelope(orderCreateDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await createOrders(deps, shopperId(request), request.body, request.lang), 'success.createOrderSuccess'),
  );

  app.post(
    '/pay',
    {
      schema: {
        failures: [
          'ACCOUNT_FROZEN',
          'IDEMPOTENCY_KEY_REUSED',
          'INSUFFICIENT_BALANCE',
          'ORDER_NOT_FOUND',
          'ORDER_PAY_EXPIRED',
          'ORDER_STATUS_CHANGED',
          'PAY_PASSWORD_LOCKED',
          'PAY_PASSWORD_NOT_SET',
          'PAY_PASSWORD_WRONG',
          'REQUEST_IN_PROGRESS',
        ],
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

  app.post(
    '/cancel',
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
        await cancelShopperOrder(deps, shopperId(request), request.body.id, request.lang, request.t.bind(request)),
        'success.cancelSuccess',
      ),
  );
};
