import type { ShopChatMessageDto } from '@shop/contract/shop-chat';

/**
 * Pages of one conversation as one list, oldest first, each message once: a later set (a newer fetch, a message
 * just sent) replaces an earlier copy, so read marks stay current.
 */
export function mergeMessages(...sets: ReadonlyArray<readonly ShopChatMessageDto[]>): ShopChatMessageDto[] {
  const byId = new Map<number, ShopChatMessageDto>();
  for (const set of sets) for (const message of set) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
