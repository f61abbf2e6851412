import { describe, expect, it } from 'vitest';
import { shopperMessage } from '../../test/fixtures.ts';
import { withInserted } from './composer.tsx';
import { mergeMessages } from './merge-messages.ts';
import { messagePreview } from './message-preview.ts';

const words = (word: string) => `[${word}]`;
const card = (type: 'product' | 'order') =>
  ({ type, id: 1, available: true, title: 'T', picture: null, amount: null, status: null }) as const;

describe('a message in one line of the list', () => {
  it('is its text on one line, else its card, else its picture', () => {
    expect(messagePreview(shopperMessage(1, { text: '  Where is\n\nmy parcel? ' }), words)).toBe('Where is my parcel?');
    expect(messagePreview(shopperMessage(2, { text: '', image: '/p.webp', card: card('order') }), words)).toBe(
      '[order]',
    );
    expect(messagePreview(shopperMessage(3, { text: ' ', card: card('product') }), words)).toBe('[product]');
    expect(messagePreview(shopperMessage(4, { text: '', image: '/p.webp' }), words)).toBe('[picture]');
    expect(messagePreview(shopperMessage(5, { text: 'Look', image: '/p.webp' }), words)).toBe('Look');
  });
});

describe('pages of a conversation', () => {
  it('are one list, oldest first, each message once in its newest copy', () => {
    const merged = mergeMessages(
      [shopperMessage(3), shopperMessage(1)],
      [shopperMessage(2), shopperMessage(3, { read: true })],
    );
    expect(merged.map((message) => [message.id, message.read])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });
});

describe('a quick reply inserted into the message', () => {
  it('starts an empty message, follows written text on its own line, and stops at the limit', () => {
    expect(withInserted('', 'Thanks!')).toBe('Thanks!');
    expect(withInserted('  \n', 'Thanks!')).toBe('Thanks!');
    expect(withInserted('Hi Ann  \n', 'Thanks!')).toBe('Hi Ann\nThanks!');
    expect(withInserted('x'.repeat(995), 'Thanks!')).toHaveLength(1000);
  });
});
