import {
  type ShopDetailDto,
  followBody,
  followDto,
  shopCardDto,
  shopDetailDto,
  shopIdQuery,
  shopListQuery,
  shopSearchQuery,
} from '@shop/contract/shop';
import { envelope, listOf } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { shopperId } from '../../plugins/auth.ts';
import * as shops from './shop.service.ts';

const tags = ['shop'];

/** Shops: public reads through the shared catalogue cache (plugins/catalogue-cache.ts); following needs a login. */
export const shopRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/hot',
    {
      schema: {
        etag: true,
        tags,
        querystring: shopListQuery,
        response: { 200: envelope(listOf(shopCardDto)) },
      },
    },
    async (request, reply) =>
      reply.catalogue((db) => shops.listHotShops({ db }, request.lang, request.query.page, request.query.limit)),
  );

  app.get(
    '/search',
    {
      schema: {
        etag: true,
        tags,
        description:
          'Sellers whose name contains the keyword, in any language; without a keyword every shop, best-selling first.',
        querystring: shopSearchQuery,
        response: { 200: envelope(listOf(shopCardDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => shops.searchShops({ db }, request.lang, request.query)),
  );

  app.get(
    '/detail',
    {
      preValidation: app.optionalShopper,
      schema: {
        etag: true,
        failures: ['SHOP_NOT_FOUND'],
        tags,
        querystring: shopIdQuery,
        response: { 200: envelope(shopDetailDto) },
      },
    },
    async (request, reply) =>
      reply.catalogue((db) => shops.getShopDetail({ db }, request.lang, request.query.id), {
        personalize: async (data, shopper) => ({
          ...(data as ShopDetailDto),
          followed: await shops.isFollowing(deps, shopper, request.query.id),
        }),
      }),
  );

  app.post(
    '/follow',
    {
      preValidation: app.requireShopper,
      schema: {
        failures: ['SHOP_NOT_FOUND'],
        tags,
        description: 'Sets follow (true) or unfollow (false); answers the new state.',
        body: followBody,
        response: { 200: envelope(followDto) },
      },
    },
    async (request, reply) => {
      const result = await shops.setFollow(deps, shopperId(request), request.body.shop_id, request.body.follow);
      return reply.ok(result, result.followed ? 'success.followSuccess' : 'success.unfollowSuccess');
    },
  );

  app.get(
    '/followed',
    {
      preValidation: app.requireShopper,
      schema: { tags, querystring: shopListQuery, response: { 200: envelope(listOf(shopCardDto)) } },
    },
    async (request, reply) =>
      reply.ok(
        await shops.listFollowed(deps, shopperId(request), request.lang, request.query.page, request.query.limit),
      ),
  );
};
