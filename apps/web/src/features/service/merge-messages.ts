import type { ServiceMessageDto } from '@shop/contract/service-chat';

/**
 * Two sets of messages as one conversation, oldest first, each message once: a later copy (from a newer poll)
 * replaces an earlier one, so read marks stay current.
 */
export function mergeMessages(...sets: ReadonlyArray<readonly ServiceMessageDto[]>): ServiceMessageDto[] {
  const byId = new Map<number, ServiceMessageDto>();
  for (const set of sets) for (const message of set) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
