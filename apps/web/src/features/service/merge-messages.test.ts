import type { ServiceMessageDto } from '@shop/contract/service-chat';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages.ts';

const message = (id: number, read = false): ServiceMessageDto => ({
  id,
  sender: 'shopper',
  text: `m${id}`,
  image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  read,
});

describe('merging pages of a conversation', () => {
  it('keeps each message once, oldest first, the later copy winning', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, true)], [message(5)]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3, 5]);
    expect(merged.find((m) => m.id === 3)?.read).toBe(true);
  });

  it('is empty for nothing', () => {
    expect(mergeMessages()).toEqual([]);
    expect(mergeMessages([], [])).toEqual([]);
  });
});
