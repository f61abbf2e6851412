import { orderIdQuery } from '@shop/contract/order';
import { consoleRefundDto, consoleRefundListDto, consoleRefundListQuery } from '@shop/contract/refund';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import * as refunds from './refund.service.ts';

const tags = ['console'];

/** /api/console: the refund queue. Its decisions are the refund-decisions flow: their routes are in flows/refund.routes.ts. */
export const consoleRefundRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/refunds',
    {
      schema: {
        failures: ['REFUND_NOT_FOUND'],
        tags,
        querystring: consoleRefundListQuery,
        response: { 200: envelope(consoleRefundListDto) },
      },
    },
    async (request, reply) => reply.ok(await refunds.listRefunds(deps, request.query)),
  );

  app.get(
    '/refund',
    {
      schema: {
        failures: ['REFUND_NOT_FOUND'],
        tags,
        querystring: orderIdQuery,
        response: { 200: envelope(consoleRefundDto) },
      },
    },
    async (request, reply) => reply.ok(await refunds.getConsoleRefund(deps, request.query.id)),
  );
};
