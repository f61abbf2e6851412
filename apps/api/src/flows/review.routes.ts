import { addReviewResultDto, reviewAddBody } from '@shop/contract/review';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { guardEveryRoute, shopperId } from '../plugins/auth.ts';
import { addReview } from './review.ts';

/** /api/review/add: the review flow (flows/review.ts); a review of the last line completes and settles the order. */
export const reviewAddRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['review'];
  guardEveryRoute(app, app.requireShopper);

  app.post(
    '/add',
    {
      schema: {
        failures: ['ORDER_NOT_FOUND', 'ORDER_NOT_REVIEWABLE', 'REVIEW_EXISTS', 'REVIEW_NOT_FOUND'],
        tags,
        body: reviewAddBody,
        response: { 200: envelope(addReviewResultDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await addReview(deps, shopperId(request), request.body, request.lang), 'success.reviewSuccess'),
  );
};
