import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { ServiceSender } from '@shop/contract/service-chat';

/** The only SQL of customer service: conversations (one per shopper, keyed by the shopper's id) and messages. */

const messageColumns = [
  'service_messages.id',
  'service_messages.user_id',
  'service_messages.sender',
  'service_messages.operator_id',
  'service_messages.text',
  'service_messages.image',
  'service_messages.created_at',
  'service_messages.read_by_shopper_at',
  'service_messages.read_by_operator_at',
  'operators.name as operator_name',
] as const;

/** Opens the shopper's conversation the first time either side writes in it. */
export async function ensureConversation(db: Executor, userId: number): Promise<void> {
  await db
    .insertInto('service_conversations')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export interface NewMessage {
  userId: number;
  sender: ServiceSender;
  operatorId: number | null;
  text: string;
  image: string | null;
}

/** Writes a message and moves its conversation to the top of the operators' inbox. */
export async function insertMessage(db: Executor, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('service_messages')
    .values({
      user_id: message.userId,
      sender: message.sender,
      operator_id: message.operatorId,
      text: message.text,
      image: message.image,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_conversations')
    .set({
      last_message_id: sql<number>`greatest(coalesce(last_message_id, 0), ${row.id})`,
      last_message_at: sql<Date>`now()`,
    })
    .where('user_id', '=', message.userId)
    .execute();
  return row.id;
}

export async function findMessage(db: Executor, id: number, userId: number) {
  return db
    .selectFrom('service_messages')
    .leftJoin('operators', 'operators.id', 'service_messages.operator_id')
    .select(messageColumns)
    .where('service_messages.id', '=', id)
    .where('service_messages.user_id', '=', userId)
    .executeTakeFirst();
}
export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/**
 * The `limit` newest messages of a shopper's conversation older than `beforeId` (all when absent), newest first,
 * and whether older ones remain.
 */
export async function listMessages(db: Executor, userId: number, beforeId: number | undefined, limit: number) {
  let query = db
    .selectFrom('service_messages')
    .leftJoin('operators', 'operators.id', 'service_messages.operator_id')
    .select(messageColumns)
    .where('service_messages.user_id', '=', userId);
  if (beforeId !== undefined) query = query.where('service_messages.id', '<', beforeId);
  const rows = await query
    .orderBy('service_messages.id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Messages of the other side that `reader` has not read in the shopper's conversation. */
export async function countUnread(db: Executor, userId: number, reader: ServiceSender): Promise<number> {
  let query = db
    .selectFrom('service_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId);
  query =
    reader === 'shopper'
      ? query.where('sender', '=', 'operator').where('read_by_shopper_at', 'is', null)
      : query.where('sender', '=', 'shopper').where('read_by_operator_at', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks every message of the other side read by `reader`. */
export async function markRead(db: Executor, userId: number, reader: ServiceSender): Promise<void> {
  if (reader === 'shopper') {
    await db
      .updateTable('service_messages')
      .set({ read_by_shopper_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('sender', '=', 'operator')
      .where('read_by_shopper_at', 'is', null)
      .execute();
  } else {
    await db
      .updateTable('service_messages')
      .set({ read_by_operator_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('sender', '=', 'shopper')
      .where('read_by_operator_at', 'is', null)
      .execute();
  }
}

/** The operators' inbox: conversations with their shopper, last message and unread count, most recent first. */
export async function listConversations(db: Executor, unreadOnly: boolean, limit: number, offset: number) {
  const unreadOf = sql<number>`(select count(*) from service_messages u
    where u.user_id = service_conversations.user_id and u.sender = 'shopper' and u.read_by_operator_at is null)`;
  let query = db.selectFrom('service_conversations').innerJoin('users', 'users.id', 'service_conversations.user_id');
  if (unreadOnly) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('service_messages as u')
          .select('u.id')
          .whereRef('u.user_id', '=', 'service_conversations.user_id')
          .where('u.sender', '=', 'shopper')
          .where('u.read_by_operator_at', 'is', null),
      ),
    );
  }
  const [list, total] = await Promise.all([
    query
      .select([
        'service_conversations.user_id',
        'users.account',
        'service_conversations.last_message_id',
        'service_conversations.last_message_at',
        unreadOf.as('unread'),
      ])
      .orderBy(sql`service_conversations.last_message_id desc nulls last`)
      .orderBy('service_conversations.user_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: list.map((row) => ({ ...row, unread: Number(row.unread) })), total: Number(total.n) };
}

/** Several messages by id (the last message of each conversation on an inbox page). */
export async function findMessagesByIds(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('service_messages')
    .leftJoin('operators', 'operators.id', 'service_messages.operator_id')
    .select(messageColumns)
    .where('service_messages.id', 'in', ids)
    .execute();
}

export async function findShopper(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'account']).where('id', '=', userId).executeTakeFirst();
}
