import { describe, expect, it } from 'vitest';
import { browseEntry } from '../lib/browse-entry.ts';
import { decideNavigation } from './guard.ts';

/** A signed-out shopper's banners, category icons and "Ranking" never land on /login. */
describe('browseEntry', () => {
  const targets = [
    '/products',
    '/products?category_id=7',
    '/products?category_id=7&sort=price_asc',
    '/products?keyword=tea',
    '/popular',
    '/popular?category_id=3',
    '/detail/5',
    '/shop/2',
  ];

  it('leaves every link as it is for a signed-in shopper', () => {
    for (const target of targets) expect(browseEntry(target, true)).toBe(target);
  });

  it('sends a signed-out shopper to the public screen showing the same category or keyword', () => {
    expect(browseEntry('/products?category_id=7', false)).toBe('/explore?category_id=7');
    expect(browseEntry('/popular?category_id=3', false)).toBe('/explore?category_id=3');
    expect(browseEntry('/products?keyword=tea cup', false)).toBe('/searchs?keyword=tea+cup');
    expect(browseEntry('/popular', false)).toBe('/explore');
    expect(browseEntry('/detail/5', false)).toBe('/detail/5');
  });

  it('only ever gives a signed-out shopper a path the guard lets through', () => {
    for (const target of targets) {
      const path = new URL(browseEntry(target, false), 'http://shop.invalid').pathname;
      expect(decideNavigation(path, false), `${target} → ${path}`).toEqual({ action: 'allow' });
    }
  });
});
