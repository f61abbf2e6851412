import { LIVE_EVENTS_KEPT_HOURS, LIVE_HEARTBEAT_MS } from '@shop/contract/live-events';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sellerOf, shopperId } from '../../plugins/auth.ts';
import { resolveToken } from '../session/session.service.ts';
import type { LiveHub } from './live-hub.ts';
import { openStream } from './live-stream.ts';

const tags = ['live'];

const streamSchema = (who: string) => ({
  tags,
  description:
    `The ${who}'s live events as Server-Sent Events (text/event-stream): \`id\` a number, \`event\` the kind ` +
    `(chat.message, chat.read, notification, order.status, reset), \`data\` JSON. A comment at least every ` +
    `${LIVE_HEARTBEAT_MS / 1000} s. Send \`Last-Event-ID\` to get what was missed (events are kept ` +
    `${LIVE_EVENTS_KEPT_HOURS} h; older: a \`reset\` event). One stream per tab.`,
  response: {
    200: { description: 'An event stream that stays open.', content: { 'text/event-stream': { schema: z.string() } } },
  },
});

/** Whether the request's token still opens the same session (checked while a stream stays open). */
function sameSession(deps: AppDeps, request: FastifyRequest) {
  const token = String(request.headers.token ?? '').trim();
  const sessionId = request.session?.sessionId;
  return async () => (await resolveToken(deps.db, token))?.sessionId === sessionId;
}

/** GET /api/user/events: a signed-in shopper's stream. */
export const shopperLiveRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; hub: LiveHub }> = async (app, { deps, hub }) => {
  app.get(
    '/events',
    { preValidation: app.requireShopper, config: { longLived: true }, schema: streamSchema('shopper') },
    async (request, reply) =>
      openStream(request, reply, {
        db: deps.db,
        hub,
        audience: `user:${shopperId(request)}`,
        sessionLive: sameSession(deps, request),
      }),
  );
};

/** GET /api/seller/events: a seller's stream, of the seller's shop. */
export const sellerLiveRoutes: FastifyPluginAsyncZod<{ deps: AppDeps; hub: LiveHub }> = async (app, { deps, hub }) => {
  app.get(
    '/events',
    { preValidation: app.requireSeller, config: { longLived: true }, schema: streamSchema('seller') },
    async (request, reply) =>
      openStream(request, reply, {
        db: deps.db,
        hub,
        audience: `shop:${sellerOf(request).shopId}`,
        sessionLive: sameSession(deps, request),
      }),
  );
};
