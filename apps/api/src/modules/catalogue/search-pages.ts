import { isOneGram, type SearchPlan } from './search-text.ts';

/**
 * How one page of search results is read, given how many matches each relevance tier holds (search-text.ts
 * RELEVANCE_TIERS; the counts are kept per keyword and catalogue generation, kept-counts.ts).
 *
 * Results go by tier, then by sales. Ranking every match to show twenty cost a broad term (a two-kana fragment in
 * 18 000 titles) tens of milliseconds. With the tier counts known, a page is one or two slices of single tiers, and
 * each slice can be read by walking the listed products in sales order (the index the best-seller lists use),
 * keeping the rows of that tier, and stopping once the slice is full: about `(skip + take) × listed / tierCount`
 * rows visited, a few hundred for a broad term. A narrow term's matches are fewer than that walk: it is cheaper to
 * take them all from the grams index and sort them by sales. `pageReads` picks the cheaper way per slice.
 */

/** Rows `skip` to `skip + take` (in sales order) of the matches in tier `tier`. */
export interface TierSlice {
  tier: number;
  skip: number;
  take: number;
}

/** The tier slices that make up rows `offset` to `offset + limit` of the results. */
export function pageSlices(tierCounts: readonly number[], offset: number, limit: number): TierSlice[] {
  const slices: TierSlice[] = [];
  let tierStart = 0;
  const end = offset + limit;
  tierCounts.forEach((count, tier) => {
    const from = Math.max(offset, tierStart);
    const to = Math.min(end, tierStart + count);
    if (from < to) slices.push({ tier, skip: from - tierStart, take: to - from });
    tierStart += count;
  });
  return slices;
}

/**
 * How a slice is read: 'walk' follows the listed products in sales order and tests each until the slice is full;
 * 'bitmap' takes every match from the grams index and sorts them by sales. `onlyTier`: the tier holds every
 * match, so no row needs its tier tested.
 */
export interface SliceRead {
  slice: TierSlice;
  way: 'walk' | 'bitmap';
  onlyTier: boolean;
}

/** What a read's cost depends on besides the counts: the words to test, and those the grams index cannot prove. */
export interface PlanCost {
  words: number;
  /** Words longer than one gram: the index narrows them, a substring test confirms each match. */
  longWords: number;
}

export const planCost = (plan: SearchPlan): PlanCost => ({
  words: plan.words.length,
  longWords: plan.words.filter((word) => !isOneGram(word)).length,
});

/**
 * Relative costs, in substring tests (`strpos`, about 0.9 µs a row on 100 000 products, measured): a walk visits a
 * row in its index alone (the search text is included in it: an index-only scan), about a third of a test; the
 * bitmap read visits a row's heap page (each match on its own page, as matches spread over the table), about two;
 * telling a match's tier takes two and a half tests (two for most rows, three or four for the best).
 */
const WALK_ROW = 0.3;
const BITMAP_ROW = 1.8;
const TIER = 2.5;

/**
 * The cheaper read of each slice of a page. A walk visits about `(skip + take) × listed / tierCount` rows (a tier's
 * matches spread evenly over the sales order), testing every word on each and the tier on those that match; the
 * bitmap read visits every match, testing the long words and the tier. A broad term's first pages walk a few
 * hundred rows; a narrow term's matches are read from the index.
 */
export function pageReads(
  tierCounts: readonly number[],
  offset: number,
  limit: number,
  listed: number,
  cost: PlanCost,
): SliceRead[] {
  const matches = tierCounts.reduce((sum, count) => sum + count, 0);
  const onlyTier = tierCounts.filter((count) => count > 0).length === 1;
  const tier = onlyTier ? 0 : TIER;
  return pageSlices(tierCounts, offset, limit).map((slice) => {
    const visited = Math.min(listed, ((slice.skip + slice.take) * listed) / tierCounts[slice.tier]!);
    const walk = visited * (WALK_ROW + cost.words) + ((visited * matches) / Math.max(listed, 1)) * tier;
    const bitmap = matches * (BITMAP_ROW + cost.longWords + tier);
    return { slice, way: walk < bitmap ? 'walk' : 'bitmap', onlyTier };
  });
}
