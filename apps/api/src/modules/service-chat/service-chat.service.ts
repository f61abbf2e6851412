import type {
  ConsoleConversationDto,
  ConsoleConversationsQuery,
  ConsoleServiceMessageDto,
  ConsoleServiceMessagesDto,
  ConsoleServiceMessagesQuery,
  ConsoleServiceSendBody,
  ServiceMessageDto,
  ServiceMessagesDto,
  ServiceMessagesQuery,
  ServiceSendBody,
} from '@shop/contract/service-chat';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consume, type Limit } from '../rate-limit/rate-limit.service.ts';
import * as repo from './service-chat.repo.ts';

/**
 * Customer service: a shopper's calls always work on the shopper's own conversation (no id is taken from the
 * request); operators name the shopper by id. Text is kept exactly as sent.
 */

/** A shopper sends at most 20 messages a minute; an operator uploads at most 120 pictures an hour. */
export const CHAT_LIMITS = {
  shopperSend: { name: 'service-send:user', max: 20, windowSeconds: 60 },
  operatorUpload: { name: 'service-upload:operator', max: 120, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export function toMessage(row: repo.MessageRow): ServiceMessageDto {
  return {
    id: row.id,
    sender: row.sender,
    text: row.text,
    image: row.image,
    created_at: row.created_at.toISOString(),
    read: row.sender === 'shopper' ? row.read_by_operator_at !== null : row.read_by_shopper_at !== null,
  };
}

function toConsoleMessage(row: repo.MessageRow): ConsoleServiceMessageDto {
  return {
    ...toMessage(row),
    operator: row.operator_id !== null ? { id: row.operator_id, name: row.operator_name ?? '' } : null,
  };
}

/** The shopper's conversation, a page back from `before_id`, oldest first (newest at the bottom). */
export async function shopperMessages(
  { db }: AppDeps,
  userId: number,
  query: ServiceMessagesQuery,
): Promise<ServiceMessagesDto> {
  const [{ rows, hasMore }, unread] = await Promise.all([
    repo.listMessages(db, userId, query.before_id, query.limit),
    repo.countUnread(db, userId, 'shopper'),
  ]);
  return { list: rows.reverse().map(toMessage), has_more: hasMore, unread };
}

async function send(db: AppDeps['db'], message: repo.NewMessage): Promise<repo.MessageRow> {
  const id = await db.transaction().execute(async (trx) => {
    await repo.ensureConversation(trx, message.userId);
    return repo.insertMessage(trx, message);
  });
  const row = await repo.findMessage(db, id, message.userId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function shopperSend({ db }: AppDeps, userId: number, body: ServiceSendBody): Promise<ServiceMessageDto> {
  await consume(db, CHAT_LIMITS.shopperSend, userId);
  const row = await send(db, {
    userId,
    sender: 'shopper',
    operatorId: null,
    text: body.text ?? '',
    image: body.image ?? null,
  });
  return toMessage(row);
}

/** Marks the operators' messages read by the shopper; returns what stays unread (0). */
export async function shopperRead({ db }: AppDeps, userId: number): Promise<number> {
  await repo.markRead(db, userId, 'shopper');
  return repo.countUnread(db, userId, 'shopper');
}

export async function shopperUnread({ db }: AppDeps, userId: number): Promise<number> {
  return repo.countUnread(db, userId, 'shopper');
}

/* Operators. */

async function shopperOrNotFound(db: AppDeps['db'], userId: number) {
  const user = await repo.findShopper(db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function listConversations({ db }: AppDeps, query: ConsoleConversationsQuery) {
  const { list, total } = await repo.listConversations(
    db,
    query.unread_only,
    query.limit,
    (query.page - 1) * query.limit,
  );
  const lastIds = list.flatMap((row) => (row.last_message_id === null ? [] : [row.last_message_id]));
  const last = new Map((await repo.findMessagesByIds(db, lastIds)).map((row) => [row.id, row]));
  const conversations: ConsoleConversationDto[] = list.map((row) => {
    const message = row.last_message_id === null ? undefined : last.get(row.last_message_id);
    return {
      user: { id: row.user_id, account: row.account },
      last_message: message ? toMessage(message) : null,
      unread: row.unread,
      updated_at: row.last_message_at.toISOString(),
    };
  });
  return { list: conversations, total, page: query.page, limit: query.limit };
}

export async function consoleMessages(
  { db }: AppDeps,
  query: ConsoleServiceMessagesQuery,
): Promise<ConsoleServiceMessagesDto> {
  const user = await shopperOrNotFound(db, query.user_id);
  const [{ rows, hasMore }, unread] = await Promise.all([
    repo.listMessages(db, user.id, query.before_id, query.limit),
    repo.countUnread(db, user.id, 'operator'),
  ]);
  return { user, list: rows.reverse().map(toConsoleMessage), has_more: hasMore, unread };
}

export async function consoleSend(
  { db }: AppDeps,
  operatorId: number,
  body: ConsoleServiceSendBody,
): Promise<ConsoleServiceMessageDto> {
  const user = await shopperOrNotFound(db, body.user_id);
  const row = await send(db, {
    userId: user.id,
    sender: 'operator',
    operatorId,
    text: body.text ?? '',
    image: body.image ?? null,
  });
  return toConsoleMessage(row);
}

/** Marks the shopper's messages read by the operators; returns what stays unread (0). */
export async function consoleRead({ db }: AppDeps, userId: number): Promise<number> {
  const user = await shopperOrNotFound(db, userId);
  await repo.markRead(db, user.id, 'operator');
  return repo.countUnread(db, user.id, 'operator');
}

export async function countOperatorUpload({ db }: AppDeps, operatorId: number): Promise<void> {
  await consume(db, CHAT_LIMITS.operatorUpload, operatorId);
}
