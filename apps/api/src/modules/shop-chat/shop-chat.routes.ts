import {
  chatConversationListDto,
  chatConversationsQuery,
  chatMessagesDto,
  chatMessagesQuery,
  chatReadDto,
  chatReportBody,
  chatSendBody,
  chatShopBody,
  chatUnreadDto,
  consoleReportedChatListDto,
  consoleReportedChatsQuery,
  consoleShopChatMessagesDto,
  consoleShopChatMessagesQuery,
  quickReplyDeleteBody,
  quickReplyDto,
  quickReplyListDto,
  quickReplySaveBody,
  sellerChatConversationListDto,
  sellerChatConversationsQuery,
  sellerChatMessagesDto,
  sellerChatMessagesQuery,
  sellerChatReadBody,
  sellerChatSendBody,
  shopChatMessageDto,
} from '@shop/contract/shop-chat';
import { envelope } from '@shop/contract/validation';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { guardEveryRoute, sellerOf, shopperId } from '../../plugins/auth.ts';
import * as chat from './shop-chat.service.ts';

const tags = ['shop-chat'];
const asText = 'Text is stored exactly as sent and returned as JSON text: clients show it as text, never as HTML.';

/** /api/chat: a shopper's conversations with shops; every call names the shop, never another shopper's conversation. */
export const shopChatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/conversations',
    { schema: { tags, querystring: chatConversationsQuery, response: { 200: envelope(chatConversationListDto) } } },
    async (request, reply) =>
      reply.ok(await chat.shopperConversations(deps, shopperId(request), request.query, request.lang)),
  );

  app.get(
    '/messages',
    {
      schema: {
        failures: ['SHOP_NOT_FOUND'],
        tags,
        description: `The newest messages with the shop (or those before \`before_id\`), oldest first. ${asText}`,
        querystring: chatMessagesQuery,
        response: { 200: envelope(chatMessagesDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.shopperMessages(deps, shopperId(request), request.query, request.lang)),
  );

  app.post(
    '/send',
    {
      schema: {
        failures: ['SHOP_NOT_FOUND', 'CHAT_SHOP_CLOSED', 'CHAT_CARD_NOT_FOUND', 'NOT_FOUND', 'RATE_LIMITED'],
        tags,
        description:
          `A text (≤ 1000 characters), a picture from /api/common/upload, a card (a product of the shop, or an ` +
          `order of the shopper's there), or several. The first message opens the conversation. ${asText}`,
        body: chatSendBody,
        response: { 200: envelope(shopChatMessageDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.shopperSend(deps, shopperId(request), request.body, request.lang), 'success.sent'),
  );

  app.post(
    '/read',
    { schema: { tags, body: chatShopBody, response: { 200: envelope(chatReadDto) } } },
    async (request, reply) =>
      reply.ok({ unread: await chat.shopperRead(deps, shopperId(request), request.body.shop_id) }),
  );

  app.get('/unread', { schema: { tags, response: { 200: envelope(chatUnreadDto) } } }, async (request, reply) =>
    reply.ok({ count: await chat.shopperUnread(deps, shopperId(request)) }),
  );

  app.post(
    '/report',
    {
      schema: {
        failures: ['NOT_FOUND', 'RATE_LIMITED'],
        tags,
        description: 'Reports the conversation with the shop to the platform, whose operators may then read it.',
        body: chatReportBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await chat.shopperReport(deps, shopperId(request), request.body);
      return reply.ok(null, 'success.reported');
    },
  );
};

/** /api/seller/chat: the shop's inbox; a conversation of another shop answers NOT_FOUND, as an unknown one does. */
export const sellerShopChatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireSeller);

  app.get(
    '/chat/conversations',
    {
      schema: {
        tags,
        description: "The shop's conversations, most recent first; `keyword` matches the shopper or a message.",
        querystring: sellerChatConversationsQuery,
        response: { 200: envelope(sellerChatConversationListDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.sellerConversations(deps, sellerOf(request).shopId, request.query, request.lang)),
  );

  app.get(
    '/chat/messages',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        description: asText,
        querystring: sellerChatMessagesQuery,
        response: { 200: envelope(sellerChatMessagesDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.sellerMessages(deps, sellerOf(request).shopId, request.query, request.lang)),
  );

  app.post(
    '/chat/send',
    {
      schema: {
        failures: ['NOT_FOUND', 'CHAT_CARD_NOT_FOUND', 'RATE_LIMITED'],
        tags,
        description: `A text, a picture from /api/seller/upload, a card, or several. ${asText}`,
        body: sellerChatSendBody,
        response: { 200: envelope(shopChatMessageDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.sellerSend(deps, sellerOf(request).shopId, request.body, request.lang), 'success.sent'),
  );

  app.post(
    '/chat/read',
    { schema: { failures: ['NOT_FOUND'], tags, body: sellerChatReadBody, response: { 200: envelope(chatReadDto) } } },
    async (request, reply) =>
      reply.ok({ unread: await chat.sellerRead(deps, sellerOf(request).shopId, request.body.conversation_id) }),
  );

  app.get('/chat/unread', { schema: { tags, response: { 200: envelope(chatUnreadDto) } } }, async (request, reply) =>
    reply.ok({ count: await chat.sellerUnread(deps, sellerOf(request).shopId) }),
  );

  app.get(
    '/chat/quick_replies',
    { schema: { tags, response: { 200: envelope(quickReplyListDto) } } },
    async (request, reply) => reply.ok({ list: await chat.quickReplies(deps, sellerOf(request).shopId) }),
  );

  app.post(
    '/chat/quick_replies/save',
    {
      schema: {
        failures: ['NOT_FOUND', 'QUICK_REPLY_LIMIT'],
        tags,
        description: "Adds a quick reply (without `id`, at most 20 a shop) or changes one of the shop's.",
        body: quickReplySaveBody,
        response: { 200: envelope(quickReplyDto) },
      },
    },
    async (request, reply) =>
      reply.ok(await chat.saveQuickReply(deps, sellerOf(request).shopId, request.body), 'success.saveSuccess'),
  );

  app.post(
    '/chat/quick_replies/delete',
    { schema: { failures: ['NOT_FOUND'], tags, body: quickReplyDeleteBody, response: { 200: envelope(z.null()) } } },
    async (request, reply) => {
      await chat.deleteQuickReply(deps, sellerOf(request).shopId, request.body.id);
      return reply.ok(null, 'success.deleteSuccess');
    },
  );
};

/** /api/console/shop_chats: conversations between shoppers and shops that a shopper reported, read-only. */
export const consoleShopChatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/shop_chats/reported',
    {
      schema: {
        tags,
        description: 'Reported conversations, most recently reported first.',
        querystring: consoleReportedChatsQuery,
        response: { 200: envelope(consoleReportedChatListDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.reportedConversations(deps, request.query, request.lang)),
  );

  app.get(
    '/shop_chats/messages',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        description: `A reported conversation's messages (one never reported answers NOT_FOUND). ${asText}`,
        querystring: consoleShopChatMessagesQuery,
        response: { 200: envelope(consoleShopChatMessagesDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.reportedMessages(deps, request.query, request.lang)),
  );
};
