import {
  consoleConversationListDto,
  consoleConversationsQuery,
  consoleServiceMessageDto,
  consoleServiceMessagesDto,
  consoleServiceMessagesQuery,
  consoleServiceReadBody,
  consoleServiceSendBody,
  serviceMessageDto,
  serviceMessagesDto,
  serviceMessagesQuery,
  serviceReadDto,
  serviceSendBody,
  serviceUnreadDto,
} from '@shop/contract/service-chat';
import { UPLOAD_FIELD, uploadDto } from '@shop/contract/upload';
import { envelope } from '@shop/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { acceptUploads, readFilePart } from '../../lib/multipart-file.ts';
import { guardEveryRoute, operatorId, shopperId } from '../../plugins/auth.ts';
import { checkDeclaredLength, storePicture } from '../upload/upload.service.ts';
import * as chat from './service-chat.service.ts';

const tags = ['service'];
const asText = 'Text is stored exactly as sent and returned as JSON text: clients show it as text, never as HTML.';

/** /api/service: the shopper's own conversation with customer service (no call takes a conversation id). */
export const serviceChatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  guardEveryRoute(app, app.requireShopper);

  app.get(
    '/messages',
    {
      schema: {
        tags,
        description: `The newest messages (or those before \`before_id\`), oldest first. ${asText}`,
        querystring: serviceMessagesQuery,
        response: { 200: envelope(serviceMessagesDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.shopperMessages(deps, shopperId(request), request.query)),
  );

  app.post(
    '/send',
    {
      schema: {
        failures: ['NOT_FOUND', 'RATE_LIMITED'],
        tags,
        description: `A text (≤ 1000 characters), a picture from /api/common/upload, or both. Rate limited per shopper. ${asText}`,
        body: serviceSendBody,
        response: { 200: envelope(serviceMessageDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.shopperSend(deps, shopperId(request), request.body), 'success.sent'),
  );

  app.post('/read', { schema: { tags, response: { 200: envelope(serviceReadDto) } } }, async (request, reply) =>
    reply.ok({ unread: await chat.shopperRead(deps, shopperId(request)) }),
  );

  app.get('/unread', { schema: { tags, response: { 200: envelope(serviceUnreadDto) } } }, async (request, reply) =>
    reply.ok({ count: await chat.shopperUnread(deps, shopperId(request)) }),
  );
};

/** /api/console/service: the operators' inbox, a conversation by shopper id, answers (text and pictures), read marks. */
export const consoleServiceChatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Operators answer with pictures too; the shoppers' upload call takes shopper tokens only.
  await acceptUploads(app);

  app.get(
    '/service/conversations',
    {
      schema: { tags, querystring: consoleConversationsQuery, response: { 200: envelope(consoleConversationListDto) } },
    },
    async (request, reply) => reply.ok(await chat.listConversations(deps, request.query)),
  );

  app.get(
    '/service/messages',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        description: asText,
        querystring: consoleServiceMessagesQuery,
        response: { 200: envelope(consoleServiceMessagesDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.consoleMessages(deps, request.query)),
  );

  app.post(
    '/service/send',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        description: asText,
        body: consoleServiceSendBody,
        response: { 200: envelope(consoleServiceMessageDto) },
      },
    },
    async (request, reply) => reply.ok(await chat.consoleSend(deps, operatorId(request), request.body), 'success.sent'),
  );

  app.post(
    '/service/read',
    {
      schema: {
        failures: ['NOT_FOUND'],
        tags,
        body: consoleServiceReadBody,
        response: { 200: envelope(serviceReadDto) },
      },
    },
    async (request, reply) => reply.ok({ unread: await chat.consoleRead(deps, request.body.user_id) }),
  );

  app.post(
    '/service/upload',
    {
      schema: {
        failures: ['PICTURE_STORE_FAILED', 'RATE_LIMITED', 'UPLOAD_TYPE'],
        tags,
        consumes: ['multipart/form-data'],
        description: `An operator's picture for an answer: multipart/form-data with one file field "${UPLOAD_FIELD}", as /api/common/upload.`,
        response: { 200: envelope(uploadDto) },
      },
    },
    async (request, reply) => {
      checkDeclaredLength(request.headers['content-length']);
      await chat.countOperatorUpload(deps, operatorId(request));
      return reply.ok(await storePicture(deps, await readFilePart(request)), 'success.uploadComplete');
    },
  );
};
