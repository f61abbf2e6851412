import { z } from 'zod';
import { id, limit, listOf, page } from './validation.ts';

/**
 * Customer service in the app (/service, /services): one conversation per shopper with the shop's operators.
 * Shoppers call /api/service/* (always their own conversation); operators answer from /api/console/service/*.
 * Text is stored as sent and returned as JSON text: every client shows it as text, never as HTML.
 */

export const SERVICE_MESSAGE_MAX = 1000;
export const SERVICE_SENDERS = ['shopper', 'operator'] as const;
export type ServiceSender = (typeof SERVICE_SENDERS)[number];

/** How many messages a page holds by default, and at most. */
export const SERVICE_PAGE_DEFAULT = 30;

/** Newest messages first from the server's side: `before_id` pages back into older ones. */
const pageBack = {
  before_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SERVICE_PAGE_DEFAULT),
};

export const serviceMessagesQuery = z.object(pageBack);
export type ServiceMessagesQuery = z.infer<typeof serviceMessagesQuery>;

/**
 * A message's text: kept exactly as typed (not trimmed), at most 1000 characters, no NUL character (PostgreSQL
 * text cannot hold one). Empty is allowed when a picture is sent.
 */
const messageText = z
  .string()
  .max(SERVICE_MESSAGE_MAX, 'tooLong')
  .refine((text) => !text.includes('\u0000'), 'invalidField');

/** A picture sent in the conversation: a path the upload call returned. */
export const chatImage = z
  .string({ message: 'uploadInvalid' })
  .regex(/^\/uploads\/u\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg)$/, 'uploadInvalid');

const hasContent = (body: { text?: string; image?: string }) =>
  (body.text ?? '').trim() !== '' || body.image !== undefined;
const messageEmpty = { message: 'messageEmpty', path: ['text'] };

export const serviceSendBody = z
  .strictObject({ text: messageText.optional(), image: chatImage.optional() })
  .refine(hasContent, messageEmpty);
export type ServiceSendBody = z.infer<typeof serviceSendBody>;

export const serviceMessageDto = z.object({
  id: z.number().int(),
  sender: z.enum(SERVICE_SENDERS),
  text: z.string(),
  /** A picture's public path ("/uploads/u/….webp"), or null. */
  image: z.string().nullable(),
  created_at: z.string(),
  /** Whether the other side has read it: the operators for a shopper's message, the shopper for an operator's. */
  read: z.boolean(),
});
export type ServiceMessageDto = z.infer<typeof serviceMessageDto>;

/** One page of a conversation, oldest first (newest at the bottom); `has_more` says older messages exist. */
export const serviceMessagesDto = z.object({
  list: z.array(serviceMessageDto),
  has_more: z.boolean(),
  /** Operator messages the shopper has not read (shopper calls) or shopper messages no operator has read (console). */
  unread: z.number().int(),
});
export type ServiceMessagesDto = z.infer<typeof serviceMessagesDto>;

export const serviceUnreadDto = z.object({ count: z.number().int() });
export type ServiceUnreadDto = z.infer<typeof serviceUnreadDto>;

export const serviceReadDto = z.object({ unread: z.number().int() });

/* Console (operators). */

export const consoleConversationsQuery = z.object({
  page,
  limit,
  /** "1"/"true": only conversations with messages no operator has read. */
  unread_only: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type ConsoleConversationsQuery = z.infer<typeof consoleConversationsQuery>;

export const consoleConversationDto = z.object({
  user: z.object({ id: z.number().int(), account: z.string() }),
  last_message: serviceMessageDto.nullable(),
  /** Shopper messages no operator has read yet. */
  unread: z.number().int(),
  updated_at: z.string(),
});
export type ConsoleConversationDto = z.infer<typeof consoleConversationDto>;
export const consoleConversationListDto = listOf(consoleConversationDto);

export const consoleServiceMessagesQuery = z.object({ user_id: id, ...pageBack });
export type ConsoleServiceMessagesQuery = z.infer<typeof consoleServiceMessagesQuery>;

export const consoleServiceMessageDto = serviceMessageDto.extend({
  /** Who answered (operator messages), for the console's eyes only. */
  operator: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ConsoleServiceMessageDto = z.infer<typeof consoleServiceMessageDto>;

export const consoleServiceMessagesDto = z.object({
  user: z.object({ id: z.number().int(), account: z.string() }),
  list: z.array(consoleServiceMessageDto),
  has_more: z.boolean(),
  unread: z.number().int(),
});
export type ConsoleServiceMessagesDto = z.infer<typeof consoleServiceMessagesDto>;

export const consoleServiceSendBody = z
  .strictObject({ user_id: id, text: messageText.optional(), image: chatImage.optional() })
  .refine(hasContent, messageEmpty);
export type ConsoleServiceSendBody = z.infer<typeof consoleServiceSendBody>;

export const consoleServiceReadBody = z.strictObject({ user_id: id });
