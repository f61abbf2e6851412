import { describe, expect, it } from 'vitest';
import { cardStatusKey } from './card-status.ts';
import { chatTime, startsStretch, stretchTime } from './chat-time.ts';
import { message, orderCard, productCard } from './chat-test-utils.tsx';
import { previewOf } from './message-preview.ts';

describe("a conversation's last message in the list", () => {
  it('is its text, else what it carries', () => {
    expect(previewOf(message(1, { text: 'Hello' }))).toEqual({ text: 'Hello' });
    expect(previewOf(message(1, { text: 'See this', card: productCard(5) }))).toEqual({ text: 'See this' });
    expect(previewOf(message(1, { text: ' ', card: productCard(5) }))).toEqual({ key: 'preview.product' });
    expect(previewOf(message(1, { text: '', card: orderCard(41) }))).toEqual({ key: 'preview.order' });
    expect(previewOf(message(1, { text: '', image: '/uploads/u/abcdefghijklmnop.webp' }))).toEqual({
      key: 'preview.picture',
    });
    expect(previewOf(null)).toBeNull();
  });
});

describe("an order card's status", () => {
  it('is worded from the status value or its name, as My orders words it', () => {
    expect(cardStatusKey('2')).toBe('order:status.delivered');
    expect(cardStatusKey('-4')).toBe('order:status.afterSale');
    expect(cardStatusKey('waitingPay')).toBe('order:status.waitingPay');
    expect(cardStatusKey('9')).toBeNull();
    expect(cardStatusKey('toString')).toBeNull();
    expect(cardStatusKey(null)).toBeNull();
  });
});

describe('the times of a chat', () => {
  const now = new Date(2026, 2, 10, 15, 30);
  it('shows the time today, the day this year and the date before', () => {
    expect(chatTime(new Date(2026, 2, 10, 9, 5).toISOString(), 'en', now)).toBe('9:05 AM');
    expect(chatTime(new Date(2026, 0, 21, 9, 5).toISOString(), 'en', now)).toBe('Jan 21');
    expect(chatTime(new Date(2025, 10, 21, 9, 5).toISOString(), 'en', now)).toBe('Nov 21, 2025');
    expect(stretchTime(new Date(2026, 0, 21, 9, 5).toISOString(), 'en', now)).toBe('Jan 21, 9:05 AM');
  });

  it('starts a new stretch after five minutes of silence', () => {
    const at = (minutes: number) => new Date(2026, 2, 10, 15, minutes).toISOString();
    expect(startsStretch(undefined, at(0))).toBe(true);
    expect(startsStretch(at(0), at(4))).toBe(false);
    expect(startsStretch(at(0), at(5))).toBe(true);
  });
});
