import { describe, expect, it } from 'vitest';
import { isRefining, resultsPath, scopeOf, searchPath } from './search-paths.ts';

describe('search paths', () => {
  it('sends product searches to /searchs and shop searches to /searchshop, words encoded', () => {
    expect(resultsPath('products', 'phone case')).toBe('/searchs?keyword=phone+case');
    expect(resultsPath('shops', 'K&Co')).toBe('/searchshop?keyword=K%26Co');
    expect(new URLSearchParams(resultsPath('products', '手机 壳').split('?')[1]).get('keyword')).toBe('手机 壳');
  });

  it('reopens the search screen with the words and the shops scope', () => {
    expect(searchPath('products', '')).toBe('/search');
    expect(searchPath('products', 'dress')).toBe('/search?keyword=dress');
    expect(searchPath('shops', 'busan')).toBe('/search?keyword=busan&scope=shops');
  });

  it('reads the scope from the query, products by default', () => {
    expect(scopeOf('shops')).toBe('shops');
    expect(scopeOf(null)).toBe('products');
    expect(scopeOf('other')).toBe('products');
  });

  it('recognises the refining navigation state', () => {
    expect(isRefining({ refining: true })).toBe(true);
    expect(isRefining(null)).toBe(false);
    expect(isRefining({ refining: 'yes' })).toBe(false);
  });
});
