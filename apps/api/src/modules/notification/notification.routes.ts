import {
  notificationListDto,
  notificationListQuery,
  notificationReadBody,
  notificationReadDto,
  unreadCountDto,
} from '@shop/contract/notification';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, shopperId } from '../../plugins/auth.ts';
import * as notifications from './notification.service.ts';

const tags = ['notification'];

/** The shopper's inbox under /api/user: list (in the request's language), unread count, mark read. */
export const notificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/notifications',
    { schema: { tags, querystring: notificationListQuery, response: { 200: envelope(notificationListDto) } } },
    async (request, reply) =>
      reply.ok(await notifications.listForShopper(deps, shopperId(request), request.query, request.lang)),
  );

  app.get(
    '/notifications/unread',
    { schema: { tags, response: { 200: envelope(unreadCountDto) } } },
    async (request, reply) => reply.ok({ count: await notifications.unreadCount(deps, shopperId(request)) }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        description:
          "Marks the listed notifications read, or all of them when `ids` is left out. Other shoppers' ids change nothing.",
        body: notificationReadBody,
        response: { 200: envelope(notificationReadDto) },
      },
    },
    async (request, reply) =>
      reply.ok({ unread: await notifications.markRead(deps, shopperId(request), request.body.ids) }),
  );
};
