import { describe, expect, it } from 'vitest';
import { type MatchCounts, pageReads, pageSlices, planCost, sliceBands } from './search-pages.ts';
import { planSearch } from './search-text.ts';

/** Counts whose matches all sell alike (one sales band). */
const oneBand = (tiers: number[]): MatchCounts => ({ tiers, bands: [{ band: 20, tiers }] });

/** Counts from each band's matches per tier, best-selling band first. */
function banded(bands: [band: number, tiers: number[]][]): MatchCounts {
  const tiers = bands[0]![1].map((_, tier) => bands.reduce((sum, [, counts]) => sum + counts[tier]!, 0));
  return { tiers, bands: bands.map(([band, counts]) => ({ band, tiers: counts })) };
}

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
    expect(pageReads(oneBand([0, 0, 0, 0, 0, 18_000]), 0, 10, 100_000, cost)).toEqual([
      { slice: { tier: 5, skip: 0, take: 10 }, way: 'walk', onlyTier: true },
    ]);
    // 300 matches: a walk would pass thousands of rows to find ten.
    expect(pageReads(oneBand([0, 0, 300, 0, 0, 0]), 0, 10, 100_000, cost)[0]).toMatchObject({
      way: 'bitmap',
      onlyTier: true,
    });
    // Deep pages of a broad term: the walk grows with the offset, the bitmap read does not.
    expect(pageReads(oneBand([0, 0, 0, 0, 0, 18_000]), 17_990, 10, 100_000, cost)[0]!.way).toBe('bitmap');
  });

  it('tests the tier only where several tiers hold matches', () => {
    const reads = pageReads(oneBand([0, 0, 3, 0, 0, 9_000]), 0, 10, 100_000, cost);
    expect(reads.map((r) => [r.slice.tier, r.onlyTier])).toEqual([
      [2, false],
      [5, false],
    ]);
  });

  it("reads a slice from the best-selling sales bands that hold all of the slice's rows", () => {
    // 600 matches of one tier: 12 in band 29, 70 in band 28, the rest lower.
    const counts = banded([
      [29, [0, 0, 0, 12, 0, 0]],
      [28, [0, 0, 0, 70, 0, 0]],
      [24, [0, 0, 0, 518, 0, 0]],
    ]);
    expect(sliceBands(counts, { tier: 3, skip: 0, take: 10 })).toEqual([29]);
    expect(sliceBands(counts, { tier: 3, skip: 10, take: 10 })).toEqual([29, 28]);
    // Past the bands above the last: every band, so no band test at all.
    expect(sliceBands(counts, { tier: 3, skip: 80, take: 10 })).toBeUndefined();
    expect(pageReads(counts, 0, 10, 100_000, cost)).toEqual([
      { slice: { tier: 3, skip: 0, take: 10 }, way: 'bitmap', onlyTier: true, bands: [29] },
    ]);
  });

  it("counts a band's rows of the slice's own tier only, and reads the other tiers' matches of those bands", () => {
    // Tier 0's best-seller sells in band 30; tier 3 fills its ten from bands 30 and 29.
    const counts = banded([
      [30, [1, 0, 0, 4, 0, 0]],
      [29, [0, 0, 0, 8, 0, 0]],
      [10, [0, 0, 0, 700, 0, 0]],
    ]);
    expect(pageReads(counts, 0, 10, 100_000, cost)).toEqual([
      { slice: { tier: 0, skip: 0, take: 1 }, way: 'bitmap', onlyTier: false, bands: [30] },
      { slice: { tier: 3, skip: 0, take: 9 }, way: 'bitmap', onlyTier: false, bands: [30, 29] },
    ]);
  });

  it('counts the words the grams index cannot prove alone', () => {
    expect(planCost(planSearch('耳机')!)).toEqual({ words: 1, longWords: 0 });
    expect(planCost(planSearch('wireless earbuds')!)).toEqual({ words: 2, longWords: 2 });
    expect(planCost(planSearch('usb cable')!)).toEqual({ words: 2, longWords: 1 });
  });
});
