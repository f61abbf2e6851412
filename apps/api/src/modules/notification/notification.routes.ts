import {
  notificationListDto,
  notificationListQuery,
  notificationReadBody,
  notificationReadDto,
  unreadCountDto,
} from '@shop/contract/notification';
import {
  sellerAlertSettingsBody,
  sellerAlertSettingsDto,
  sellerNotificationListDto,
  sellerNotificationListQuery,
  sellerNotificationReadBody,
} from '@shop/contract/seller-notification';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, sellerOf, shopperId } from '../../plugins/auth.ts';
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

/** The seller center's inbox under /api/seller: list (in the request's language), unread count, mark read, alerts. */
export const sellerNotificationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireSeller);
  const sellerTags = ['seller-notification'];

  app.get(
    '/notifications',
    {
      schema: {
        tags: sellerTags,
        querystring: sellerNotificationListQuery,
        response: { 200: envelope(sellerNotificationListDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await notifications.listForSeller(deps, sellerOf(request).shopId, request.query, request.lang)),
  );

  app.get(
    '/notifications/unread',
    { schema: { tags: sellerTags, response: { 200: envelope(unreadCountDto) } } },
    async (request, reply) =>
      reply.ok({ count: await notifications.sellerUnreadCount(deps, sellerOf(request).shopId) }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: sellerTags,
        description: "Marks the listed notifications read, or all of them. Other shops' ids change nothing.",
        body: sellerNotificationReadBody,
        response: { 200: envelope(notificationReadDto) },
      },
    },
    async (request, reply) =>
      reply.ok({ unread: await notifications.markSellerRead(deps, sellerOf(request).shopId, request.body.ids) }),
  );

  app.get(
    '/notification_settings',
    { schema: { tags: sellerTags, response: { 200: envelope(sellerAlertSettingsDto) } } },
    async (request, reply) => reply.ok(await notifications.alertSettings(deps, sellerOf(request).shopId)),
  );

  app.post(
    '/notification_settings',
    {
      schema: {
        tags: sellerTags,
        description: 'The stock level under which a SKU tells the seller (once each time it falls below); 0: never.',
        body: sellerAlertSettingsBody,
        response: { 200: envelope(sellerAlertSettingsDto) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await notifications.saveAlertSettings(deps, sellerOf(request).shopId, request.body),
        'success.saveSuccess',
      ),
  );
};
