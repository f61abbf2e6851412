import { sellerFreightDto, sellerFreightSaveBody } from '@shop/contract/freight';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, sellerOf } from '../../plugins/auth.ts';
import * as sellerFreight from './freight.service.ts';

/** /api/seller/freight: the seller's own shop's freight rule (its Shipping page). Seller tokens only. */
export const sellerFreightRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['seller center'];
  const seller = app.withTypeProvider<ZodTypeProvider>();
  guardEveryRoute(seller, seller.requireSeller);

  seller.get(
    '/freight',
    {
      schema: {
        tags,
        description:
          "The shop's freight rule with its `version`, or the platform's default it falls back to (`own` false, " +
          'version 0).',
        response: { 200: envelope(sellerFreightDto) },
      },
    },
    async (request, reply) => reply.ok(await sellerFreight.sellerFreight(deps, sellerOf(request).shopId)),
  );

  seller.post(
    '/freight/save',
    {
      schema: {
        failures: ['FREIGHT_RULE_STALE'],
        tags,
        description:
          "Saves the shop's own freight rule (flat, or by weight) against the `version` it read; refused with " +
          'FREIGHT_RULE_STALE when the rule changed since (the console saved it, or another save landed first).',
        body: sellerFreightSaveBody,
        response: { 200: envelope(sellerFreightDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await sellerFreight.saveSellerFreight(deps, sellerOf(request).shopId, request.body),
        'success.saveSuccess',
      ),
  );
};
