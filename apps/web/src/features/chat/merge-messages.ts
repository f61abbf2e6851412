import type { ShopChatMessageDto } from '@shop/contract/shop-chat';

/**
 * Pages of a conversation as one, oldest first, each message once: a later copy (from a newer read) replaces an
 * earlier one, so read marks stay current.
 */
export function mergeMessages(...sets: ReadonlyArray<readonly ShopChatMessageDto[]>): ShopChatMessageDto[] {
  const byId = new Map<number, ShopChatMessageDto>();
  for (const set of sets) for (const message of set) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
