import { productBulkBody, productBulkReportDto } from '@shop/contract/product-bulk';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { guardEveryRoute, operatorId, sellerOf } from '../plugins/auth.ts';
import { changeProductsInBulk } from './product-bulk.ts';

const description =
  "Puts the products on or off sale, or changes every live SKU's price by `percent` (−90 … +500, two decimals at " +
  'most), rounded half up to the cent. A product is changed whole or not at all: one whose SKU would reach its ' +
  "compare-at price, not stay above a running or coming deal's price, or leave $0.01 … the largest amount, is left " +
  'as it is and reported with that SKU. Unknown ids are reported as not found. Answers what changed and what not, ' +
  "with why in the caller's language (docs/domain.md#bulk-product-edits).";

/** POST /api/seller/products/bulk: the seller's own shop's products (another shop's are "not found"). */
export const sellerProductBulkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireSeller);

  app.post(
    '/products/bulk',
    {
      schema: {
        tags: ['seller center'],
        description,
        body: productBulkBody,
        response: { 200: envelope(productBulkReportDto) },
      },
    },
    async (request, reply) => {
      const { id, shopId } = sellerOf(request);
      return reply.ok(await changeProductsInBulk(deps, { kind: 'seller', id, shopId }, request.body, request.lang));
    },
  );
};

/** POST /api/console/products/bulk: any shop's products, for operators with `catalogue` (the console-access plugin). */
export const consoleProductBulkRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/products/bulk',
    {
      schema: {
        tags: ['console catalogue'],
        description: `${description} Each product changed is audited.`,
        body: productBulkBody,
        response: { 200: envelope(productBulkReportDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await changeProductsInBulk(deps, { kind: 'operator', id: operatorId(request) }, request.body, request.lang),
      ),
  );
};
