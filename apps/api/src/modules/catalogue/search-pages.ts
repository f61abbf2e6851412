import { isOneGram, type SearchPlan } from './search-text.ts';

/**
 * How one page of search results is read, given how many matches each relevance tier holds in each sales band
 * (search-text.ts RELEVANCE_TIERS; migration 015; the counts are kept per keyword and catalogue generation,
 * kept-counts.ts).
 *
 * Results go by tier, then by sales. Ranking every match to show twenty cost a broad term (a two-kana fragment in
 * 18 000 titles) tens of milliseconds. With the tier counts known, a page is one or two slices of single tiers, and
 * each slice can be read by walking the listed products in sales order (the index the best-seller lists use),
 * keeping the rows of that tier, and stopping once the slice is full: about `(skip + take) × listed / tierCount`
 * rows visited, a few hundred for a broad term. A narrow term's matches are fewer than that walk: it is cheaper to
 * take them from the grams index and sort them by sales, and only those of the best-selling bands that hold the
 * slice (sales bands, below). `pageReads` picks the cheaper way per slice.
 *
 * Sales bands: a slice's rows are the best-selling `skip + take` of its tier, so they all lie in the highest bands
 * whose matches of that tier add up to `skip + take`; no row below those bands can sell more than a row within
 * them. The grams index holds each row's band, so the read takes only those bands' matches: for the first page of
 * a term with 600 matches, about 80 rows instead of 600.
 */

/** How many listed products match a keyword, per relevance tier and per sales band. */
export interface MatchCounts {
  /** Matches per tier (index = tier). */
  tiers: number[];
  /** Each sales band that holds matches, best-selling first, with its matches per tier (index = tier). */
  bands: { band: number; tiers: number[] }[];
  /**
   * The first RANKED_KEPT product ids of each tier (index = tier) in the results' order (sales, then id, both
   * descending), ranked by the same statement that counts: a page within them needs no search statement of its
   * own, only its cards (product.service.ts searchPage).
   */
  ranked?: number[][];
}

/** How many of each tier's first matches the counts keep ranked: the first pages a shopper reads. */
export const RANKED_KEPT = 50;

/** The ids of rows `offset` to `offset + limit` from the kept ranking; undefined when a slice lies beyond it. */
export function rankedPage(counts: MatchCounts, offset: number, limit: number): number[] | undefined {
  if (!counts.ranked) return undefined;
  const ids: number[] = [];
  for (const slice of pageSlices(counts.tiers, offset, limit)) {
    const tier = counts.ranked[slice.tier] ?? [];
    if (slice.skip + slice.take > tier.length) return undefined;
    ids.push(...tier.slice(slice.skip, slice.skip + slice.take));
  }
  return ids;
}

/** Rows `skip` to `skip + take` (in sales order) of the matches in tier `tier`. */
export interface TierSlice {
  tier: number;
  skip: number;
  take: number;
}

/** The tier slices that make up rows `offset` to `offset + limit` of the results, given the matches per tier. */
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
 * match, so no row needs its tier tested. `bands` (bitmap reads): only the matches of these sales bands, which hold
 * every row of the slice; absent, every match.
 */
export interface SliceRead {
  slice: TierSlice;
  way: 'walk' | 'bitmap';
  onlyTier: boolean;
  bands?: number[];
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
 * telling a match's tier takes two and a half tests (two for most rows, three or four for the best). Asking the
 * grams index for some bands only costs it about a fifth of a test per match of the grams (it steps through the
 * bands' entries alongside), measured on 600 matches.
 */
const WALK_ROW = 0.3;
const BITMAP_ROW = 1.8;
const TIER = 2.5;
const BAND_FILTER = 0.2;

/**
 * The sales bands a slice's rows lie in: the best-selling bands until their matches of the slice's tier reach
 * `skip + take`. Undefined when that takes every band (no band can be left out).
 */
export function sliceBands(counts: MatchCounts, slice: TierSlice): number[] | undefined {
  let held = 0;
  for (let i = 0; i < counts.bands.length; i++) {
    held += counts.bands[i]!.tiers[slice.tier] ?? 0;
    if (held >= slice.skip + slice.take)
      return i === counts.bands.length - 1 ? undefined : counts.bands.slice(0, i + 1).map((b) => b.band);
  }
  return undefined;
}

/** The matches of every tier in `bands` (all matches when undefined). */
function matchesIn(counts: MatchCounts, bands: number[] | undefined): number {
  const chosen = counts.bands.filter((b) => !bands || bands.includes(b.band));
  return chosen.reduce((sum, band) => sum + band.tiers.reduce((a, n) => a + n, 0), 0);
}

/**
 * The cheaper read of each slice of a page. A walk visits about `(skip + take) × listed / tierCount` rows (a tier's
 * matches spread evenly over the sales order), testing every word on each and the tier on those that match; the
 * bitmap read visits the matches of the slice's bands, testing the long words and the tier. A broad term's first
 * pages walk a few hundred rows; a narrow term's matches are read from the index.
 */
export function pageReads(
  counts: MatchCounts,
  offset: number,
  limit: number,
  listed: number,
  cost: PlanCost,
): SliceRead[] {
  const matches = counts.tiers.reduce((sum, count) => sum + count, 0);
  const onlyTier = counts.tiers.filter((count) => count > 0).length === 1;
  const tier = onlyTier ? 0 : TIER;
  return pageSlices(counts.tiers, offset, limit).map((slice) => {
    const visited = Math.min(listed, ((slice.skip + slice.take) * listed) / counts.tiers[slice.tier]!);
    const walk = visited * (WALK_ROW + cost.words) + ((visited * matches) / Math.max(listed, 1)) * tier;
    const bands = sliceBands(counts, slice);
    const bitmap =
      matchesIn(counts, bands) * (BITMAP_ROW + cost.longWords + tier) + (bands ? matches * BAND_FILTER : 0);
    return walk < bitmap
      ? { slice, way: 'walk', onlyTier }
      : { slice, way: 'bitmap', onlyTier, ...(bands ? { bands } : {}) };
  });
}
