import { formatCents } from '@shop/contract/money';
import type {
  ChatCardBody,
  ChatCardDto,
  ChatConversationListDto,
  ChatConversationsQuery,
  ChatMessagesDto,
  ChatMessagesQuery,
  ChatReportBody,
  ChatSendBody,
  ChatShopDto,
  ChatShopperDto,
  ConsoleReportedChatDto,
  ConsoleReportedChatListDto,
  ConsoleShopChatMessagesDto,
  QuickReplyDto,
  SellerChatConversationListDto,
  SellerChatConversationsQuery,
  SellerChatMessagesDto,
  SellerChatMessagesQuery,
  SellerChatSendBody,
  ShopChatMessageDto,
  ShopChatSender,
} from '@shop/contract/shop-chat';
import { QUICK_REPLY_MAX } from '@shop/contract/shop-chat';
import type { LangCode } from '@shop/contract/languages';
import type { AppDeps } from '../../app-deps.ts';
import type { ImagePair, LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { textIn } from '../../lib/order-text.ts';
import { consume, type Limit } from '../rate-limit/rate-limit.service.ts';
import { maskAccount } from '../review/review.service.ts';
import * as repo from './shop-chat.repo.ts';

/**
 * Chat between shoppers and shops (docs/domain.md#chat-with-a-shop). A shopper names the shop and always works in
 * their own conversation with it; a seller names a conversation, and one of another shop answers NOT_FOUND exactly
 * as an unknown one does. Operators read only conversations a shopper reported. New messages and read marks reach open
 * apps through the live events the database's triggers write (modules/live).
 */

export const SHOP_CHAT_LIMITS = {
  shopperSend: { name: 'shop-chat-send:user', max: 20, windowSeconds: 60 },
  sellerSend: { name: 'shop-chat-send:shop', max: 60, windowSeconds: 60 },
  report: { name: 'shop-chat-report:user', max: 10, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, Limit>;

function toShop(row: { id: number; name: LocalizedText; logo: ImagePair }, lang: LangCode): ChatShopDto {
  return { id: row.id, name: textIn(row.name, lang), logo: row.logo.small || null };
}

function toShopper(row: {
  id: number;
  account: string;
  given_name: string;
  family_name: string;
  avatar: string;
}): ChatShopperDto {
  const name = `${row.given_name} ${row.family_name}`.trim();
  return { id: row.id, name: name || maskAccount(row.account), avatar: row.avatar || null };
}

/** The cards of `rows`, read in two queries whatever their number. */
async function cardsOf(db: AppDeps['db'], rows: readonly repo.MessageRow[], lang: LangCode) {
  const ids = (type: string) => rows.flatMap((row) => (row.card_type === type && row.card_id ? [row.card_id] : []));
  const [products, orders] = await Promise.all([
    repo.findProductsForCards(db, ids('product')),
    repo.findOrdersForCards(db, ids('order')),
  ]);
  const cards = new Map<string, ChatCardDto>();
  for (const product of products) {
    cards.set(`product:${product.id}`, {
      type: 'product',
      id: product.id,
      available: product.listed,
      title: textIn(product.title, lang),
      picture: product.images[0]?.small ?? null,
      amount: formatCents(product.price),
      status: null,
    });
  }
  for (const order of orders) {
    cards.set(`order:${order.id}`, {
      type: 'order',
      id: order.id,
      available: true,
      title: order.order_no,
      picture: null,
      amount: formatCents(order.total),
      status: String(order.status),
    });
  }
  return cards;
}

type ReadMarks = Pick<repo.ConversationRow, 'shopper_read_id' | 'seller_read_id'>;

function toMessage(row: repo.MessageRow, marks: ReadMarks, cards: Map<string, ChatCardDto>): ShopChatMessageDto {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender: row.sender,
    text: row.text,
    image: row.image,
    card: row.card_type && row.card_id ? (cards.get(`${row.card_type}:${row.card_id}`) ?? null) : null,
    created_at: row.created_at.toISOString(),
    read: row.id <= (row.sender === 'shopper' ? marks.seller_read_id : marks.shopper_read_id),
  };
}

async function toMessages(
  db: AppDeps['db'],
  rows: readonly repo.MessageRow[],
  marks: ReadMarks,
  lang: LangCode,
): Promise<ShopChatMessageDto[]> {
  const cards = await cardsOf(db, rows, lang);
  return rows.map((row) => toMessage(row, marks, cards));
}

/**
 * A card a message may carry: a product of the conversation's shop, or an order of its shopper at that shop.
 * Anything else (another shop's product, another shopper's order, an unknown id) is refused alike.
 */
async function checkCard(db: AppDeps['db'], card: ChatCardBody | undefined, userId: number, shopId: number) {
  if (!card) return null;
  if (card.type === 'product') {
    const [product] = await repo.findProductsForCards(db, [card.id]);
    if (product?.shop_id === shopId) return card;
  } else {
    const [order] = await repo.findOrdersForCards(db, [card.id]);
    if (order?.shop_id === shopId && order.user_id === userId) return card;
  }
  throw new AppError('CHAT_CARD_NOT_FOUND');
}

async function sendIn(
  deps: AppDeps,
  conversation: repo.ConversationRow,
  sender: ShopChatSender,
  body: { text?: string; image?: string; card?: ChatCardBody },
  lang: LangCode,
): Promise<ShopChatMessageDto> {
  const card = await checkCard(deps.db, body.card, conversation.user_id, conversation.shop_id);
  const id = await deps.db.transaction().execute((trx) =>
    repo.insertMessage(trx, {
      conversationId: conversation.id,
      sender,
      text: body.text ?? '',
      image: body.image ?? null,
      card,
    }),
  );
  const [row, after] = await Promise.all([
    repo.findMessage(deps.db, id),
    repo.findConversation(deps.db, conversation.id),
  ]);
  if (!row || !after) throw new AppError('NOT_FOUND');
  const [message] = await toMessages(deps.db, [row], after, lang);
  return message as ShopChatMessageDto;
}

/* Shoppers. */

async function shopOrNotFound(db: AppDeps['db'], shopId: number) {
  const shop = await repo.findShop(db, shopId);
  if (!shop) throw new AppError('SHOP_NOT_FOUND');
  return shop;
}

export async function shopperMessages(
  deps: AppDeps,
  userId: number,
  query: ChatMessagesQuery,
  lang: LangCode,
): Promise<ChatMessagesDto> {
  const shop = await shopOrNotFound(deps.db, query.shop_id);
  const conversation = await repo.findConversationOf(deps.db, userId, shop.id);
  if (!conversation) {
    return { shop: toShop(shop, lang), conversation_id: null, list: [], has_more: false, unread: 0, reported: false };
  }
  const [{ rows, hasMore }, unread] = await Promise.all([
    repo.listMessages(deps.db, conversation.id, query.before_id, query.limit),
    repo.countUnreadIn(deps.db, conversation.id, 'shopper'),
  ]);
  return {
    shop: toShop(shop, lang),
    conversation_id: conversation.id,
    list: await toMessages(deps.db, rows.reverse(), conversation, lang),
    has_more: hasMore,
    unread,
    reported: conversation.reported_at !== null,
  };
}

/** A shopper writes to a shop; the first message opens the conversation. A closed shop takes no new ones. */
export async function shopperSend(
  deps: AppDeps,
  userId: number,
  body: ChatSendBody,
  lang: LangCode,
): Promise<ShopChatMessageDto> {
  const shop = await shopOrNotFound(deps.db, body.shop_id);
  await consume(deps.db, SHOP_CHAT_LIMITS.shopperSend, userId);
  let conversation = await repo.findConversationOf(deps.db, userId, shop.id);
  if (!conversation) {
    if (!shop.active) throw new AppError('CHAT_SHOP_CLOSED');
    conversation = await repo.openConversation(deps.db, userId, shop.id);
  }
  return sendIn(deps, conversation, 'shopper', body, lang);
}

export async function shopperRead(deps: AppDeps, userId: number, shopId: number): Promise<number> {
  const conversation = await repo.findConversationOf(deps.db, userId, shopId);
  if (!conversation) return 0;
  await repo.markRead(deps.db, conversation.id, 'shopper');
  return repo.countUnreadIn(deps.db, conversation.id, 'shopper');
}

export async function shopperUnread(deps: AppDeps, userId: number): Promise<number> {
  return repo.countUnreadAll(deps.db, 'shopper', userId);
}

export async function shopperConversations(
  deps: AppDeps,
  userId: number,
  query: ChatConversationsQuery,
  lang: LangCode,
): Promise<ChatConversationListDto> {
  const { list, total } = await repo.listShopperConversations(
    deps.db,
    userId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  const last = await lastMessages(deps.db, list, lang);
  return {
    list: list.map((row) => ({
      id: row.id,
      shop: toShop({ id: row.shop_id, name: row.shop_name, logo: row.shop_logo }, lang),
      last_message: (row.last_message_id !== null && last.get(row.last_message_id)) || null,
      unread: row.unread,
      updated_at: row.last_message_at.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

/** The last message of each conversation on a page, as DTOs by id. */
async function lastMessages(db: AppDeps['db'], list: readonly repo.ConversationRow[], lang: LangCode) {
  const ids = list.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
  const rows = await repo.findMessagesByIds(db, ids);
  const cards = await cardsOf(db, rows, lang);
  const byConversation = new Map(list.map((row) => [row.id, row]));
  const out = new Map<number, ShopChatMessageDto>();
  for (const row of rows) {
    const conversation = byConversation.get(row.conversation_id);
    if (conversation) out.set(row.id, toMessage(row, conversation, cards));
  }
  return out;
}

/** The shopper reports the conversation to the platform: operators may then read it. */
export async function shopperReport(deps: AppDeps, userId: number, body: ChatReportBody): Promise<void> {
  const conversation = await repo.findConversationOf(deps.db, userId, body.shop_id);
  if (!conversation) throw new AppError('NOT_FOUND');
  await consume(deps.db, SHOP_CHAT_LIMITS.report, userId);
  await repo.report(deps.db, conversation.id, body.reason);
}

/* Sellers: every call names a conversation, which must be the seller's shop's. */

async function shopConversation(db: AppDeps['db'], shopId: number, conversationId: number) {
  const conversation = await repo.findConversation(db, conversationId);
  if (!conversation || conversation.shop_id !== shopId) throw new AppError('NOT_FOUND');
  return conversation;
}

export async function sellerConversations(
  deps: AppDeps,
  shopId: number,
  query: SellerChatConversationsQuery,
  lang: LangCode,
): Promise<SellerChatConversationListDto> {
  const { list, total } = await repo.listShopConversations(
    deps.db,
    shopId,
    { keyword: query.keyword || undefined, unreadOnly: query.unread_only },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const last = await lastMessages(deps.db, list, lang);
  return {
    list: list.map((row) => ({
      id: row.id,
      shopper: toShopper({ ...row, id: row.user_id }),
      last_message: (row.last_message_id !== null && last.get(row.last_message_id)) || null,
      unread: row.unread,
      updated_at: row.last_message_at.toISOString(),
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}

export async function sellerMessages(
  deps: AppDeps,
  shopId: number,
  query: SellerChatMessagesQuery,
  lang: LangCode,
): Promise<SellerChatMessagesDto> {
  const conversation = await shopConversation(deps.db, shopId, query.conversation_id);
  const [{ rows, hasMore }, unread, shopper] = await Promise.all([
    repo.listMessages(deps.db, conversation.id, query.before_id, query.limit),
    repo.countUnreadIn(deps.db, conversation.id, 'seller'),
    repo.findShopper(deps.db, conversation.user_id),
  ]);
  if (!shopper) throw new AppError('NOT_FOUND');
  return {
    conversation: { id: conversation.id, shopper: toShopper(shopper) },
    list: await toMessages(deps.db, rows.reverse(), conversation, lang),
    has_more: hasMore,
    unread,
  };
}

export async function sellerSend(
  deps: AppDeps,
  shopId: number,
  body: SellerChatSendBody,
  lang: LangCode,
): Promise<ShopChatMessageDto> {
  const conversation = await shopConversation(deps.db, shopId, body.conversation_id);
  await consume(deps.db, SHOP_CHAT_LIMITS.sellerSend, shopId);
  return sendIn(deps, conversation, 'seller', body, lang);
}

export async function sellerRead(deps: AppDeps, shopId: number, conversationId: number): Promise<number> {
  const conversation = await shopConversation(deps.db, shopId, conversationId);
  await repo.markRead(deps.db, conversation.id, 'seller');
  return repo.countUnreadIn(deps.db, conversation.id, 'seller');
}

export async function sellerUnread(deps: AppDeps, shopId: number): Promise<number> {
  return repo.countUnreadAll(deps.db, 'seller', shopId);
}

export async function quickReplies(deps: AppDeps, shopId: number): Promise<QuickReplyDto[]> {
  return repo.listQuickReplies(deps.db, shopId);
}

export async function saveQuickReply(
  deps: AppDeps,
  shopId: number,
  body: { id?: number; text: string },
): Promise<QuickReplyDto> {
  if (body.id !== undefined) {
    const updated = await repo.updateQuickReply(deps.db, shopId, body.id, body.text);
    if (!updated) throw new AppError('NOT_FOUND');
    return updated;
  }
  const added = await deps.db
    .transaction()
    .execute((trx) => repo.addQuickReply(trx, shopId, body.text, QUICK_REPLY_MAX));
  if (!added) throw new AppError('QUICK_REPLY_LIMIT');
  return added;
}

export async function deleteQuickReply(deps: AppDeps, shopId: number, id: number): Promise<void> {
  if (!(await repo.deleteQuickReply(deps.db, shopId, id))) throw new AppError('NOT_FOUND');
}

/* Operators: reported conversations only. */

function toReported(row: repo.ReportedRow, lang: LangCode): ConsoleReportedChatDto {
  return {
    id: row.id,
    shop: toShop({ id: row.shop_id, name: row.shop_name, logo: row.shop_logo }, lang),
    shopper: { id: row.user_id, account: row.account },
    reason: row.report_reason ?? '',
    reported_at: (row.reported_at ?? row.last_message_at).toISOString(),
    updated_at: row.last_message_at.toISOString(),
  };
}

export async function reportedConversations(
  deps: AppDeps,
  query: { page: number; limit: number },
  lang: LangCode,
): Promise<ConsoleReportedChatListDto> {
  const { list, total } = await repo.listReported(deps.db, query.limit, (query.page - 1) * query.limit);
  return { list: list.map((row) => toReported(row, lang)), total, page: query.page, limit: query.limit };
}

/** A reported conversation's messages; one never reported answers NOT_FOUND, as an unknown one does. */
export async function reportedMessages(
  deps: AppDeps,
  query: { conversation_id: number; before_id?: number; limit: number },
  lang: LangCode,
): Promise<ConsoleShopChatMessagesDto> {
  const row = await repo.findReported(deps.db, query.conversation_id);
  if (!row) throw new AppError('NOT_FOUND');
  const { rows, hasMore } = await repo.listMessages(deps.db, row.id, query.before_id, query.limit);
  return {
    conversation: toReported(row, lang),
    list: await toMessages(deps.db, rows.reverse(), row, lang),
    has_more: hasMore,
  };
}
