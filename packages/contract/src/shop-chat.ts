import { z } from 'zod';
import { id, limit, listOf, page } from './validation.ts';

/**
 * Chat between a shopper and a shop (the shopper's /chat screens, the seller center's inbox): one conversation per
 * shopper and shop, opened the first time the shopper writes. Shoppers call /api/chat/* and name the shop; sellers
 * call /api/seller/chat/* and name the conversation, which must be their shop's. A shopper may report a
 * conversation; operators read reported ones only (/api/console/shop_chats/*).
 * Text is stored as sent and returned as JSON text: every client shows it as text, never as HTML.
 */

export const SHOP_CHAT_TEXT_MAX = 1000;
export const SHOP_CHAT_SENDERS = ['shopper', 'seller'] as const;
export type ShopChatSender = (typeof SHOP_CHAT_SENDERS)[number];

/** What a message can carry beside text and a picture: a product of the shop, or an order of the shopper there. */
export const SHOP_CHAT_CARD_TYPES = ['product', 'order'] as const;
export type ShopChatCardType = (typeof SHOP_CHAT_CARD_TYPES)[number];

export const SHOP_CHAT_PAGE_DEFAULT = 30;
export const QUICK_REPLY_MAX = 20;
export const QUICK_REPLY_TEXT_MAX = 500;
export const REPORT_REASON_MAX = 500;

const pageBack = {
  before_id: id.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SHOP_CHAT_PAGE_DEFAULT),
};

const messageText = z
  .string()
  .max(SHOP_CHAT_TEXT_MAX, 'tooLong')
  .refine((text) => !text.includes('\u0000'), 'invalidField');

/** A shopper's picture: a path /api/common/upload returned. */
const shopperImage = z
  .string({ message: 'uploadInvalid' })
  .regex(/^\/uploads\/u\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg)$/, 'uploadInvalid');
/** A seller's picture: a path /api/seller/upload returned. */
const sellerImage = z
  .string({ message: 'uploadInvalid' })
  .regex(/^\/uploads\/m\/[A-Za-z0-9_-]{16,64}\.(webp|png|jpg)$/, 'uploadInvalid');

export const chatCardBody = z.strictObject({ type: z.enum(SHOP_CHAT_CARD_TYPES), id });
export type ChatCardBody = z.infer<typeof chatCardBody>;

const hasContent = (body: { text?: string; image?: string; card?: unknown }) =>
  (body.text ?? '').trim() !== '' || body.image !== undefined || body.card !== undefined;
const messageEmpty = { message: 'messageEmpty', path: ['text'] };

/** A product or order card as both sides see it; `available` is false once the product is gone or the order hidden. */
export const chatCardDto = z.object({
  type: z.enum(SHOP_CHAT_CARD_TYPES),
  id: z.number().int(),
  available: z.boolean(),
  /** The product's title, or the order's number. */
  title: z.string(),
  picture: z.string().nullable(),
  /** The product's price or the order's amount, "12.50". */
  amount: z.string().nullable(),
  /** The order's status (order cards only). */
  status: z.string().nullable(),
});
export type ChatCardDto = z.infer<typeof chatCardDto>;

export const shopChatMessageDto = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender: z.enum(SHOP_CHAT_SENDERS),
  text: z.string(),
  image: z.string().nullable(),
  card: chatCardDto.nullable(),
  created_at: z.string(),
  /** Whether the other side has read it. */
  read: z.boolean(),
});
export type ShopChatMessageDto = z.infer<typeof shopChatMessageDto>;

export const chatShopDto = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
export type ChatShopDto = z.infer<typeof chatShopDto>;

export const chatShopperDto = z.object({
  id: z.number().int(),
  /** The shopper's nickname, else the account with its middle hidden. */
  name: z.string(),
  avatar: z.string().nullable(),
});
export type ChatShopperDto = z.infer<typeof chatShopperDto>;

/* Shoppers: /api/chat/* */

export const chatMessagesQuery = z.object({ shop_id: id, ...pageBack });
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** One page of the conversation with a shop, oldest first; `unread` counts the shop's messages the shopper has not read. */
export const chatMessagesDto = z.object({
  shop: chatShopDto,
  /** Null until the first message is sent. */
  conversation_id: z.number().int().nullable(),
  list: z.array(shopChatMessageDto),
  has_more: z.boolean(),
  unread: z.number().int(),
  reported: z.boolean(),
});
export type ChatMessagesDto = z.infer<typeof chatMessagesDto>;

export const chatSendBody = z
  .strictObject({
    shop_id: id,
    text: messageText.optional(),
    image: shopperImage.optional(),
    card: chatCardBody.optional(),
  })
  .refine(hasContent, messageEmpty);
export type ChatSendBody = z.infer<typeof chatSendBody>;

export const chatShopBody = z.strictObject({ shop_id: id });
export type ChatShopBody = z.infer<typeof chatShopBody>;

export const chatReportBody = z.strictObject({
  shop_id: id,
  reason: z
    .string()
    .trim()
    .min(1, 'reasonRequired')
    .max(REPORT_REASON_MAX, 'tooLong')
    .refine((text) => !text.includes('\u0000'), 'invalidField'),
});
export type ChatReportBody = z.infer<typeof chatReportBody>;

export const chatConversationsQuery = z.object({ page, limit });
export type ChatConversationsQuery = z.infer<typeof chatConversationsQuery>;

export const chatConversationDto = z.object({
  id: z.number().int(),
  shop: chatShopDto,
  last_message: shopChatMessageDto.nullable(),
  unread: z.number().int(),
  updated_at: z.string(),
});
export type ChatConversationDto = z.infer<typeof chatConversationDto>;
export const chatConversationListDto = listOf(chatConversationDto);
export type ChatConversationListDto = z.infer<typeof chatConversationListDto>;

export const chatUnreadDto = z.object({ count: z.number().int() });
export type ChatUnreadDto = z.infer<typeof chatUnreadDto>;
export const chatReadDto = z.object({ unread: z.number().int() });

/* Sellers: /api/seller/chat/* */

export const sellerChatConversationsQuery = z.object({
  page,
  limit,
  /** Part of the shopper's name or account, or of a message's text. */
  keyword: z.string().trim().max(50, 'tooLong').optional(),
  unread_only: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type SellerChatConversationsQuery = z.infer<typeof sellerChatConversationsQuery>;

export const sellerChatConversationDto = z.object({
  id: z.number().int(),
  shopper: chatShopperDto,
  last_message: shopChatMessageDto.nullable(),
  /** The shopper's messages the shop has not read. */
  unread: z.number().int(),
  updated_at: z.string(),
});
export type SellerChatConversationDto = z.infer<typeof sellerChatConversationDto>;
export const sellerChatConversationListDto = listOf(sellerChatConversationDto);
export type SellerChatConversationListDto = z.infer<typeof sellerChatConversationListDto>;

export const sellerChatMessagesQuery = z.object({ conversation_id: id, ...pageBack });
export type SellerChatMessagesQuery = z.infer<typeof sellerChatMessagesQuery>;

export const sellerChatMessagesDto = z.object({
  conversation: z.object({ id: z.number().int(), shopper: chatShopperDto }),
  list: z.array(shopChatMessageDto),
  has_more: z.boolean(),
  unread: z.number().int(),
});
export type SellerChatMessagesDto = z.infer<typeof sellerChatMessagesDto>;

export const sellerChatSendBody = z
  .strictObject({
    conversation_id: id,
    text: messageText.optional(),
    image: sellerImage.optional(),
    card: chatCardBody.optional(),
  })
  .refine(hasContent, messageEmpty);
export type SellerChatSendBody = z.infer<typeof sellerChatSendBody>;

export const sellerChatReadBody = z.strictObject({ conversation_id: id });
export type SellerChatReadBody = z.infer<typeof sellerChatReadBody>;

export const quickReplyDto = z.object({ id: z.number().int(), text: z.string() });
export type QuickReplyDto = z.infer<typeof quickReplyDto>;
export const quickReplyListDto = z.object({ list: z.array(quickReplyDto) });
export type QuickReplyListDto = z.infer<typeof quickReplyListDto>;

export const quickReplySaveBody = z.strictObject({
  /** Absent: a new quick reply. */
  id: id.optional(),
  text: z
    .string()
    .trim()
    .min(1, 'contentRequired')
    .max(QUICK_REPLY_TEXT_MAX, 'tooLong')
    .refine((text) => !text.includes('\u0000'), 'invalidField'),
});
export type QuickReplySaveBody = z.infer<typeof quickReplySaveBody>;
export const quickReplyDeleteBody = z.strictObject({ id });

/* Operators: /api/console/shop_chats/* (reported conversations only). */

export const consoleReportedChatsQuery = z.object({ page, limit });
export const consoleReportedChatDto = z.object({
  id: z.number().int(),
  shop: chatShopDto,
  shopper: z.object({ id: z.number().int(), account: z.string() }),
  reason: z.string(),
  reported_at: z.string(),
  updated_at: z.string(),
});
export type ConsoleReportedChatDto = z.infer<typeof consoleReportedChatDto>;
export const consoleReportedChatListDto = listOf(consoleReportedChatDto);
export type ConsoleReportedChatListDto = z.infer<typeof consoleReportedChatListDto>;

export const consoleShopChatMessagesQuery = z.object({ conversation_id: id, ...pageBack });
export const consoleShopChatMessagesDto = z.object({
  conversation: consoleReportedChatDto,
  list: z.array(shopChatMessageDto),
  has_more: z.boolean(),
});
export type ConsoleShopChatMessagesDto = z.infer<typeof consoleShopChatMessagesDto>;
