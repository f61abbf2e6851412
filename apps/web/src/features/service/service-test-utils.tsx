import type { ServiceMessageDto } from '@shop/contract/service-chat';
import { session } from '../../lib/session.ts';

/** Fixtures of the service screens' tests; the harness itself is test-support/screen-harness.tsx. */
export function logIn(): void {
  session.setToken('token-1');
}

export function message(id: number, overrides: Partial<ServiceMessageDto> = {}): ServiceMessageDto {
  return {
    id,
    sender: 'shopper',
    text: `Message ${id}`,
    image: null,
    created_at: '2026-03-01T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export const thread = (
  list: ServiceMessageDto[],
  hasMore = false,
  unread = list.filter((m) => m.sender === 'operator' && !m.read).length,
) => ({
  list,
  has_more: hasMore,
  unread,
});
