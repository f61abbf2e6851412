import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  rememberViewed,
  withViewed,
} from './recently-viewed.ts';

const image = { small: '/uploads/a-360.webp', large: '/uploads/a-720.webp' };
const item = (id: number) => ({ id, shop_id: 7, title: `Product ${id}`, image, price: '12.50' });

describe('withViewed', () => {
  it('puts the product just viewed first and lists it once', () => {
    expect(withViewed([item(1), item(2), item(3)], item(2)).map((p) => p.id)).toEqual([2, 1, 3]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX} products, dropping the oldest`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => item(i + 1));
    const next = withViewed(full, item(99));
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]?.id).toBe(99);
    expect(next.some((p) => p.id === RECENTLY_VIEWED_MAX)).toBe(false);
  });

  it('stores only what a small card needs', () => {
    const card = { ...item(5), sales: 10, rating: 4.5, description: 'long text' };
    expect(withViewed([], card)).toEqual([item(5)]);
  });
});

describe('the stored recently viewed products', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('remembers products on the device, newest first', () => {
    rememberViewed(item(1));
    rememberViewed(item(2));
    rememberViewed(item(1));
    expect(readRecentlyViewed().map((p) => p.id)).toEqual([1, 2]);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([item(1), item(2)]);
  });

  it('skips damaged entries and damaged storage', () => {
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([item(1), { id: 2 }, 'x', { ...item(3), image: 'a.png' }, { ...item(4), price: 12.5 }]),
    );
    expect(readRecentlyViewed()).toEqual([item(1)]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, 'oops');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
