import type { NotificationDto } from '@shop/contract/notification';
import { session } from '../../lib/session.ts';

/** Fixtures of the notification screens' tests; the harness itself is test-support/screen-harness.tsx. */
export function logIn(): void {
  session.setToken('token-1');
}

export function notification(id: number, overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id,
    text: `Notice ${id}`,
    ref: { type: 'recharge', id, order_id: null },
    read: false,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const inbox = (
  list: NotificationDto[],
  unread = list.filter((n) => !n.read).length,
  total = list.length,
  page = 1,
  limit = 20,
) => ({
  list,
  total,
  page,
  limit,
  unread,
});
