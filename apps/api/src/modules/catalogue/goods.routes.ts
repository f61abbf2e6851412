import {
  type ProductDetailDto,
  bannerDto,
  categoryDto,
  heartBody,
  heartDto,
  hotProductsQuery,
  productCardDto,
  productDetailDto,
  productIdQuery,
  productListQuery,
  searchQuery,
  suggestionDto,
  suggestQuery,
} from '@shop/contract/catalogue';
import { envelope, listOf, pageQuery } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { shopperId } from '../../plugins/auth.ts';
import * as products from './product.service.ts';

const tags = ['goods'];

/**
 * Products: public reads (the shopper's language) answered through the shared catalogue cache (plugins/catalogue-cache.ts),
 * hearts for logged-in shoppers.
 */
export const goodsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/categories',
    {
      schema: {
        etag: true,
        tags,
        response: { 200: envelope(z.array(categoryDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.listCategories({ db }, request.lang)),
  );

  app.get(
    '/banners',
    {
      schema: {
        etag: true,
        tags,
        response: { 200: envelope(z.array(bannerDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.listBanners({ db }, request.lang)),
  );

  app.get(
    '/hot',
    {
      schema: {
        etag: true,
        tags,
        description: 'Best sellers; with category_id, the Popular ranking of one category.',
        querystring: hotProductsQuery,
        response: { 200: envelope(listOf(productCardDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.listHotProducts({ db }, request.lang, request.query)),
  );

  app.get(
    '/list',
    {
      schema: {
        etag: true,
        tags,
        description: 'All products with category, shop, price range (dollars) and sort.',
        querystring: productListQuery,
        response: { 200: envelope(listOf(productCardDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.listProducts({ db }, request.lang, request.query)),
  );

  app.get(
    '/detail',
    {
      preValidation: app.optionalShopper,
      schema: {
        etag: true,
        failures: ['PRODUCT_NOT_FOUND'],
        tags,
        querystring: productIdQuery,
        response: { 200: envelope(productDetailDto) },
      },
    },
    async (request, reply) =>
      reply.catalogue((db) => products.getProductDetail({ db }, request.lang, request.query.id), {
        personalize: async (data, shopper) => ({
          ...(data as ProductDetailDto),
          hearted: await products.isHearted(deps, shopper, request.query.id),
        }),
      }),
  );

  app.get(
    '/search',
    {
      schema: {
        etag: true,
        tags,
        description: 'Substring search in every language, by relevance then sales.',
        querystring: searchQuery,
        response: { 200: envelope(listOf(productCardDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.searchProducts({ db }, request.lang, request.query)),
  );

  app.get(
    '/suggest',
    {
      schema: {
        etag: true,
        tags,
        querystring: suggestQuery,
        response: { 200: envelope(z.array(suggestionDto)) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.suggest({ db }, request.lang, request.query.keyword)),
  );

  app.get(
    '/hot_keywords',
    {
      schema: {
        etag: true,
        tags,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request, reply) => reply.catalogue((db) => products.hotKeywords({ db }, request.lang)),
  );

  app.post(
    '/heart',
    {
      preValidation: app.requireShopper,
      schema: { failures: ['PRODUCT_NOT_FOUND'], tags, body: heartBody, response: { 200: envelope(heartDto) } },
    },
    async (request, reply) => {
      const result = await products.setHeart(deps, shopperId(request), request.body.product_id, request.body.heart);
      return reply.ok(result, result.hearted ? 'success.heartSuccess' : 'success.unheartSuccess');
    },
  );

  app.get(
    '/hearted',
    {
      preValidation: app.requireShopper,
      schema: { tags, querystring: pageQuery, response: { 200: envelope(listOf(productCardDto)) } },
    },
    async (request, reply) =>
      reply.ok(
        await products.listHearted(deps, shopperId(request), request.lang, request.query.page, request.query.limit),
      ),
  );
};
