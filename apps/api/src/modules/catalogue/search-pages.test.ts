import { describe, expect, it } from 'vitest';
import { pageReads, pageSlices, planCost } from './search-pages.ts';
import { planSearch } from './search-text.ts';

describe('search pages by relevance tier', () => {
  it('cuts a page into slices of single tiers, in tier order', () => {
    const counts = [0, 2, 0, 5, 0, 30];
    expect(pageSlices(counts, 0, 10)).toEqual([
      { tier: 1, skip: 0, take: 2 },
      { tier: 3, skip: 0, take: 5 },
      { tier: 5, skip: 0, take: 3 },
    ]);
    expect(pageSlices(counts, 10, 10)).toEqual([{ tier: 5, skip: 3, take: 10 }]);
    expect(pageSlices(counts, 30, 10)).toEqual([{ tier: 5, skip: 23, take: 7 }]);
    expect(pageSlices(counts, 40, 10)).toEqual([]);
  });

  const cost = planCost(planSearch('耳机')!);

  it('walks a broad tier in sales order and reads a narrow one from the grams index', () => {
    // 18 000 of 100 000 products: the first page is found within about 60 rows of the best-sellers.
    expect(pageReads([0, 0, 0, 0, 0, 18_000], 0, 10, 100_000, cost)).toEqual([
      { slice: { tier: 5, skip: 0, take: 10 }, way: 'walk', onlyTier: true },
    ]);
    // 300 matches: a walk would pass thousands of rows to find ten.
    expect(pageReads([0, 0, 300, 0, 0, 0], 0, 10, 100_000, cost)[0]).toMatchObject({ way: 'bitmap', onlyTier: true });
    // Deep pages of a broad term: the walk grows with the offset, the bitmap read does not.
    expect(pageReads([0, 0, 0, 0, 0, 18_000], 17_990, 10, 100_000, cost)[0]!.way).toBe('bitmap');
  });

  it('tests the tier only where several tiers hold matches', () => {
    const reads = pageReads([0, 0, 3, 0, 0, 9_000], 0, 10, 100_000, cost);
    expect(reads.map((r) => [r.slice.tier, r.onlyTier])).toEqual([
      [2, false],
      [5, false],
    ]);
  });

  it('counts the words the grams index cannot prove alone', () => {
    expect(planCost(planSearch('耳机')!)).toEqual({ words: 1, longWords: 0 });
    expect(planCost(planSearch('wireless earbuds')!)).toEqual({ words: 2, longWords: 2 });
    expect(planCost(planSearch('usb cable')!)).toEqual({ words: 2, longWords: 1 });
  });
});
