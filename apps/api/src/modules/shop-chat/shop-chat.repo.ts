import { sql } from 'kysely';
import type { ShopChatCardType, ShopChatSender } from '@shop/contract/shop-chat';
import type { Executor } from '../../db/database.ts';

/**
 * The only SQL of chat between shoppers and shops: conversations (one per shopper and shop), messages, quick replies.
 * Read marks are on the conversation (the last message id each side has read): a message is read by the other
 * side when its id is at most that side's mark.
 */

const conversationColumns = [
  'shop_conversations.id',
  'shop_conversations.user_id',
  'shop_conversations.shop_id',
  'shop_conversations.last_message_id',
  'shop_conversations.last_message_at',
  'shop_conversations.shopper_read_id',
  'shop_conversations.seller_read_id',
  'shop_conversations.reported_at',
  'shop_conversations.report_reason',
] as const;

export async function findConversation(db: Executor, id: number) {
  return db.selectFrom('shop_conversations').select(conversationColumns).where('id', '=', id).executeTakeFirst();
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findConversation>>>;

export async function findConversationOf(db: Executor, userId: number, shopId: number) {
  return db
    .selectFrom('shop_conversations')
    .select(conversationColumns)
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

/** The shopper's conversation with the shop, opened the first time the shopper writes. */
export async function openConversation(db: Executor, userId: number, shopId: number): Promise<ConversationRow> {
  await db
    .insertInto('shop_conversations')
    .values({ user_id: userId, shop_id: shopId })
    .onConflict((oc) => oc.columns(['user_id', 'shop_id']).doNothing())
    .execute();
  const row = await findConversationOf(db, userId, shopId);
  if (!row) throw new Error('the conversation just opened is missing');
  return row;
}

export interface NewMessage {
  conversationId: number;
  sender: ShopChatSender;
  text: string;
  image: string | null;
  card: { type: ShopChatCardType; id: number } | null;
}

/**
 * Writes a message, moves its conversation to the top of both inboxes and counts it read by its sender (the
 * sender has seen everything up to it).
 */
export async function insertMessage(db: Executor, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('shop_messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      text: message.text,
      image: message.image,
      card_type: message.card?.type ?? null,
      card_id: message.card?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const readColumn = message.sender === 'shopper' ? 'shopper_read_id' : 'seller_read_id';
  await db
    .updateTable('shop_conversations')
    .set({
      last_message_id: sql<number>`greatest(coalesce(last_message_id, 0), ${row.id})`,
      last_message_at: sql<Date>`now()`,
      [readColumn]: sql<number>`greatest(${sql.ref(readColumn)}, ${row.id})`,
    })
    .where('id', '=', message.conversationId)
    .execute();
  return row.id;
}

const messageColumns = [
  'shop_messages.id',
  'shop_messages.conversation_id',
  'shop_messages.sender',
  'shop_messages.text',
  'shop_messages.image',
  'shop_messages.card_type',
  'shop_messages.card_id',
  'shop_messages.created_at',
] as const;

export async function findMessage(db: Executor, id: number) {
  return db.selectFrom('shop_messages').select(messageColumns).where('id', '=', id).executeTakeFirst();
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** The `limit` newest messages older than `beforeId` (all when absent), newest first, and whether older ones remain. */
export async function listMessages(db: Executor, conversationId: number, beforeId: number | undefined, limit: number) {
  let query = db.selectFrom('shop_messages').select(messageColumns).where('conversation_id', '=', conversationId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function findMessagesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('shop_messages').select(messageColumns).where('id', 'in', ids).execute();
}

/** The other side's messages above `reader`'s read mark, per conversation. */
function unreadOf(reader: ShopChatSender) {
  const mark = reader === 'shopper' ? 'shopper_read_id' : 'seller_read_id';
  const other = reader === 'shopper' ? 'seller' : 'shopper';
  return sql<number>`(select count(*) from shop_messages m
    where m.conversation_id = shop_conversations.id and m.sender = ${other} and m.id > shop_conversations.${sql.raw(mark)})`;
}

export async function countUnreadIn(db: Executor, conversationId: number, reader: ShopChatSender): Promise<number> {
  const row = await db
    .selectFrom('shop_conversations')
    .select(unreadOf(reader).as('n'))
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks everything up to the conversation's last message read by `reader`. */
export async function markRead(db: Executor, conversationId: number, reader: ShopChatSender): Promise<void> {
  const mark = reader === 'shopper' ? 'shopper_read_id' : 'seller_read_id';
  await db
    .updateTable('shop_conversations')
    .set({ [mark]: sql<number>`coalesce(last_message_id, 0)` })
    .where('id', '=', conversationId)
    .where(sql.ref(mark), '<', sql<number>`coalesce(last_message_id, 0)`)
    .execute();
}

/** Every unread message of the other side across the shopper's conversations (user) or the shop's (shop). */
export async function countUnreadAll(db: Executor, reader: ShopChatSender, ownerId: number): Promise<number> {
  const owner = reader === 'shopper' ? 'user_id' : 'shop_id';
  const row = await db
    .selectFrom('shop_conversations')
    .select(sql<number>`coalesce(sum(${unreadOf(reader)}), 0)`.as('n'))
    .where(owner, '=', ownerId)
    .where('last_message_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The shopper's conversations, most recent first, with the shop. */
export async function listShopperConversations(db: Executor, userId: number, limit: number, offset: number) {
  const query = db
    .selectFrom('shop_conversations')
    .innerJoin('shops', 'shops.id', 'shop_conversations.shop_id')
    .where('shop_conversations.user_id', '=', userId)
    .where('shop_conversations.last_message_id', 'is not', null);
  const [list, total] = await Promise.all([
    query
      .select([
        ...conversationColumns,
        'shops.name as shop_name',
        'shops.logo as shop_logo',
        unreadOf('shopper').as('unread'),
      ])
      .orderBy(sql`shop_conversations.last_message_id desc`)
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: list.map((row) => ({ ...row, unread: Number(row.unread) })), total: Number(total.n) };
}

/**
 * The shop's conversations, most recent first, with the shopper; `keyword` matches the shopper's account or
 * name, or any message's text (case-insensitively, as written).
 */
export async function listShopConversations(
  db: Executor,
  shopId: number,
  filter: { keyword?: string; unreadOnly: boolean },
  limit: number,
  offset: number,
) {
  let query = db
    .selectFrom('shop_conversations')
    .innerJoin('users', 'users.id', 'shop_conversations.user_id')
    .where('shop_conversations.shop_id', '=', shopId)
    .where('shop_conversations.last_message_id', 'is not', null);
  if (filter.keyword) {
    const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.account', 'ilike', pattern),
        eb(sql<string>`users.given_name || ' ' || users.family_name`, 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('shop_messages as m')
            .select('m.id')
            .whereRef('m.conversation_id', '=', 'shop_conversations.id')
            .where('m.text', 'ilike', pattern),
        ),
      ]),
    );
  }
  if (filter.unreadOnly) query = query.where(unreadOf('seller'), '>', 0);
  const [list, total] = await Promise.all([
    query
      .select([
        ...conversationColumns,
        'users.account',
        'users.given_name',
        'users.family_name',
        'users.avatar',
        unreadOf('seller').as('unread'),
      ])
      .orderBy(sql`shop_conversations.last_message_id desc`)
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: list.map((row) => ({ ...row, unread: Number(row.unread) })), total: Number(total.n) };
}

export async function findShopper(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'given_name', 'family_name', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function findShop(db: Executor, shopId: number) {
  return db.selectFrom('shops').select(['id', 'name', 'logo', 'active']).where('id', '=', shopId).executeTakeFirst();
}

/* Cards. */

export async function findProductsForCards(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'shop_id', 'title', 'images', 'price', 'listed'])
    .where('id', 'in', ids)
    .execute();
}

export async function findOrdersForCards(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'shop_id', 'order_no', 'status', 'total'])
    .where('id', 'in', ids)
    .execute();
}

/* Reports. */

export async function report(db: Executor, conversationId: number, reason: string): Promise<void> {
  await db
    .updateTable('shop_conversations')
    .set({ reported_at: sql<Date>`now()`, report_reason: reason })
    .where('id', '=', conversationId)
    .execute();
}

export async function listReported(db: Executor, limit: number, offset: number) {
  const query = db
    .selectFrom('shop_conversations')
    .innerJoin('users', 'users.id', 'shop_conversations.user_id')
    .innerJoin('shops', 'shops.id', 'shop_conversations.shop_id')
    .where('shop_conversations.reported_at', 'is not', null);
  const [list, total] = await Promise.all([
    query
      .select([...conversationColumns, 'users.account', 'shops.name as shop_name', 'shops.logo as shop_logo'])
      .orderBy('shop_conversations.reported_at', 'desc')
      .orderBy('shop_conversations.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}
export type ReportedRow = Awaited<ReturnType<typeof listReported>>['list'][number];

export async function findReported(db: Executor, conversationId: number): Promise<ReportedRow | undefined> {
  return db
    .selectFrom('shop_conversations')
    .innerJoin('users', 'users.id', 'shop_conversations.user_id')
    .innerJoin('shops', 'shops.id', 'shop_conversations.shop_id')
    .select([...conversationColumns, 'users.account', 'shops.name as shop_name', 'shops.logo as shop_logo'])
    .where('shop_conversations.id', '=', conversationId)
    .where('shop_conversations.reported_at', 'is not', null)
    .executeTakeFirst();
}

/* Quick replies. */

export async function listQuickReplies(db: Executor, shopId: number) {
  return db
    .selectFrom('shop_quick_replies')
    .select(['id', 'text'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();
}

/**
 * Adds a quick reply unless the shop already has `max`. Run in a transaction: an advisory lock per shop makes two
 * adds at once count one after the other.
 */
export async function addQuickReply(db: Executor, shopId: number, text: string, max: number) {
  await sql`select pg_advisory_xact_lock(hashtext('shop_quick_replies'), ${shopId})`.execute(db);
  const count = await db
    .selectFrom('shop_quick_replies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  if (Number(count.n) >= max) return undefined;
  return db
    .insertInto('shop_quick_replies')
    .values({ shop_id: shopId, text })
    .returning(['id', 'text'])
    .executeTakeFirstOrThrow();
}

export async function updateQuickReply(db: Executor, shopId: number, id: number, text: string) {
  return db
    .updateTable('shop_quick_replies')
    .set({ text })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .returning(['id', 'text'])
    .executeTakeFirst();
}

export async function deleteQuickReply(db: Executor, shopId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('shop_quick_replies')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
