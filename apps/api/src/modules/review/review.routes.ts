import {
  consoleReviewDto,
  consoleReviewListDto,
  consoleReviewListQuery,
  myReviewsDto,
  pageOnlyQuery,
  productReviewsDto,
  productReviewsQuery,
  reviewHideBody,
  reviewIdBody,
  reviewPendingDto,
  reviewPendingQuery,
} from '@shop/contract/review';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, operatorId, shopperId } from '../../plugins/auth.ts';
import * as reviews from './review.service.ts';

/**
 * /api/review: a shopper's reviews of received order lines. Adding one is the review flow (it may complete and
 * settle the order): its route is in flows/review.routes.ts, same prefix.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['review'];
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/pending',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND'],
        tags,
        querystring: reviewPendingQuery,
        response: { 200: envelope(reviewPendingDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await reviews.pendingReviews(deps, shopperId(request), request.query.order_id, request.lang)),
  );

  app.get(
    '/mine',
    { schema: { tags, querystring: pageOnlyQuery, response: { 200: envelope(myReviewsDto) } } },
    async (request, reply) =>
      reply.ok(
        await reviews.myReviews(deps, shopperId(request), request.query.page, request.query.limit, request.lang),
      ),
  );
};

/** GET /api/goods/reviews: a product's visible reviews, public like the rest of the catalogue. */
export const productReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/reviews',
    { schema: { tags: ['goods'], querystring: productReviewsQuery, response: { 200: envelope(productReviewsDto) } } },
    async (request, reply) => reply.ok(await reviews.productReviews(deps, request.query, request.lang)),
  );
};

/** /api/console/reviews: moderation. */
export const consoleReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['console'];

  app.get(
    '/reviews',
    { schema: { tags, querystring: consoleReviewListQuery, response: { 200: envelope(consoleReviewListDto) } } },
    async (request, reply) => reply.ok(await reviews.consoleReviews(deps, request.query)),
  );

  app.post(
    '/review/hide',
    {
      schema: {
        failures: ['REVIEW_NOT_FOUND'],
        tags,
        body: reviewHideBody,
        response: { 200: envelope(consoleReviewDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await reviews.hideReview(deps, operatorId(request), request.body.id, request.body.reason),
        'success.saveSuccess',
      ),
  );

  app.post(
    '/review/unhide',
    {
      schema: {
        failures: ['REVIEW_NOT_FOUND'],
        tags,
        body: reviewIdBody,
        response: { 200: envelope(consoleReviewDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await reviews.unhideReview(deps, operatorId(request), request.body.id), 'success.saveSuccess'),
  );
};
