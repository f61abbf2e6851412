import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clearSearchHistory,
  normalizeKeyword,
  readSearchHistory,
  rememberSearch,
  resetSearchHistoryCacheForTests,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_MAX,
  withKeyword,
} from './search-history.ts';

describe('normalizeKeyword', () => {
  it('trims, folds inner spaces and keeps at most 60 characters', () => {
    expect(normalizeKeyword('  red   running\tshoes ')).toBe('red running shoes');
    expect(normalizeKeyword('x'.repeat(80))).toHaveLength(60);
    expect(normalizeKeyword('   ')).toBe('');
  });
});

describe('withKeyword', () => {
  it('puts the newest search first', () => {
    expect(withKeyword(['dress', 'lego'], 'phone')).toEqual(['phone', 'dress', 'lego']);
  });

  it('moves a repeated search to the front instead of listing it twice, ignoring letter case', () => {
    expect(withKeyword(['dress', 'Phone Case', 'lego'], 'phone case')).toEqual(['phone case', 'dress', 'lego']);
  });

  it(`keeps at most ${SEARCH_HISTORY_MAX} searches, dropping the oldest`, () => {
    const full = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `word ${i}`);
    const next = withKeyword(full, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`word ${SEARCH_HISTORY_MAX - 1}`);
  });

  it('ignores empty words and stores them normalized', () => {
    expect(withKeyword(['dress'], '   ')).toEqual(['dress']);
    expect(withKeyword([], '  green   tea ')).toEqual(['green tea']);
  });
});

describe('the stored search history', () => {
  beforeEach(() => {
    localStorage.clear();
    resetSearchHistoryCacheForTests();
  });
  afterEach(() => localStorage.clear());

  it('is empty at first', () => {
    expect(readSearchHistory()).toEqual([]);
  });

  it('keeps searches on the device, newest first', () => {
    rememberSearch('dress');
    rememberSearch('phone');
    rememberSearch('DRESS');
    expect(readSearchHistory()).toEqual(['DRESS', 'phone']);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['DRESS', 'phone']);
  });

  it('gives the same list object to every reader until it changes', () => {
    rememberSearch('dress');
    const first = readSearchHistory();
    expect(readSearchHistory()).toBe(first);
    rememberSearch('dress');
    expect(readSearchHistory()).toBe(first);
    rememberSearch('lego');
    expect(readSearchHistory()).not.toBe(first);
  });

  it('clears everything', () => {
    rememberSearch('dress');
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('survives a damaged or foreign stored value', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(readSearchHistory()).toEqual([]);
    resetSearchHistoryCacheForTests();
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['ok', 3, null, '  ', { a: 1 }, 'fine']));
    expect(readSearchHistory()).toEqual(['ok', 'fine']);
  });
});
