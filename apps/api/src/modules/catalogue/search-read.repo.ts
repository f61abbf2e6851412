import { type Db, runPrepared, searchHandle } from '../../db/database.ts';
import type { ProductCardRow } from './catalogue.repo.ts';
import { type MatchCounts, RANKED_KEPT, type SliceRead } from './search-pages.ts';
import { isOneGram, RELEVANCE_TIERS, type SearchPlan } from './search-text.ts';

/**
 * goods/search's exact path as hand-written prepared statements on `product_search` (migration 014), the narrow
 * copy of the products' search columns, run on the search handle (db/database.ts searchHandle: sessions without
 * sequential scans). Like catalogue-read.repo.ts for lists: building these with Kysely cost more CPU per request
 * (0.9 ms, measured) than PostgreSQL spent walking a page (0.5 ms). A statement's text depends only on the plan's
 * shape (how many words, which are longer than a gram, which word edge is the head), so it is prepared once per
 * connection and shape; a request binds its values.
 *
 * Each `strpos` costs about 0.9 µs a row (measured on 100 000 rows: the call, not the length of the text), the
 * largest part of a search's time, so a statement tests only what its rows need: a word of up to three letters
 * is one gram, which the GIN index finds exactly, and a slice of the only tier with matches needs no tier test.
 */

/** A statement's text and values, numbered as its parts are added. */
class StatementText {
  readonly values: unknown[] = [];
  /** The placeholder of a new value. */
  value(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** "search_text holds the value". */
const has = (s: StatementText, needle: string) => `strpos(search_text, ${s.value(needle)}) > 0`;

/** Every word of the plan as a substring; `exactlyIndexed` leaves out the words the grams index already proved. */
function containsWords(s: StatementText, plan: SearchPlan, exactlyIndexed: boolean): string[] {
  return plan.words.filter((w) => !exactlyIndexed || !isOneGram(w)).map((w) => has(s, w.word));
}

/** The grams index's test: every word's grams. */
const gramsMatch = (s: StatementText, plan: SearchPlan) =>
  `search_grams @> ${s.value([...new Set(plan.words.flatMap((w) => w.grams))])}::text[]`;

/**
 * The relevance tier of the row (search-text.ts RELEVANCE_TIERS), the same nesting as catalogue.repo.ts
 * `relevance` for shops: the start edge first, since without it no tier below 3 is possible; a row with neither
 * edge (most rows of a broad term) is settled by two substring tests, one of tiers 0–2 by three or four.
 */
function tierOf(s: StatementText, plan: SearchPlan): string {
  const [exact, titleStart, wholeWord, headEdge] = plan.needles;
  const startEdge = ` ${plan.phrase}`;
  const headIsStart = headEdge === startEdge;
  const start = has(s, startEdge);
  const end = has(s, `${plan.phrase} `);
  // The end edge's placeholder is used twice where the head is the end: one value, two tests.
  return `case
    when not ${start} then (case when ${end} then ${headIsStart ? 4 : 3} else ${RELEVANCE_TIERS - 1} end)
    when ${has(s, wholeWord)} then (case when ${has(s, titleStart)} then (case when ${has(s, exact)} then 0 else 1 end) else 2 end)
    ${headIsStart ? 'else 3' : `when ${end} then 3 else 4`} end`;
}

export interface SearchStatement {
  name: string;
  text: string;
  values: unknown[];
}

/** Prepared statement names by text: a handful of shapes in practice. */
const names = new Map<string, string>();
/**
 * Past this many shapes (a keyword of 60 letters in many short words could make thousands) a statement runs
 * unprepared, so no one can fill the server's connections with prepared statements.
 */
const MAX_PREPARED_SHAPES = 200;

function named(text: string, values: unknown[]): SearchStatement {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_SHAPES) {
    name = `search_${names.size}`;
    names.set(text, name);
  }
  return { name: name ?? '', text, values };
}

/**
 * How many listed products match in each tier and sales band, and the first RANKED_KEPT of each in the results'
 * order (sales, then id, both descending): every match from the grams index, ranked.
 */
export function matchCountStatement(plan: SearchPlan): SearchStatement {
  const s = new StatementText();
  const where = ['listed', gramsMatch(s, plan), ...containsWords(s, plan, true)].join(' and ');
  const text = `select tier, band, count(*)::int as n,
      (array_agg(product_id order by sales desc, product_id desc))[1:${RANKED_KEPT}] as top from (
      select ${tierOf(s, plan)} as tier, sales_band[1] as band, sales, product_id
      from product_search where ${where}) as matches
    group by tier, band`;
  return named(text, s.values);
}

/**
 * Rows `skip` to `skip + take` (by sales) of one tier's matches, read the way `read` says (search-pages.ts):
 * 'walk' follows product_search's best-seller index and tests each row until the slice is full; 'bitmap' takes
 * the matches of the slice's sales bands (every match when it names none) from the grams index and sorts them by
 * sales. Then the slice's cards, from `products`.
 */
export function sliceStatement(plan: SearchPlan, lang: string, read: SliceRead): SearchStatement {
  const s = new StatementText();
  const { slice, way, onlyTier } = read;
  const where = ['listed'];
  if (way === 'bitmap') {
    where.push(gramsMatch(s, plan));
    // The same index scan as the grams (one GIN index on both columns, migration 015).
    if (read.bands) where.push(`sales_band && ${s.value(read.bands)}::int[]`);
    where.push(...containsWords(s, plan, true));
  } else where.push(...containsWords(s, plan, false));
  if (!onlyTier) where.push(`${tierOf(s, plan)} = ${s.value(slice.tier)}`);
  // The order is the best-seller index's for a walk. For a bitmap read it is written so that no index serves it
  // (-sales): the prepared statement's generic plan, which knows no counts, would otherwise walk that index and
  // test every row's grams (out of line, so read from TOAST: 50 ms for a narrow term instead of 1).
  const order = way === 'walk' ? 'sales desc, product_id desc' : '-sales, product_id desc';
  const text = `select p.id, p.shop_id, coalesce(p.title->>${s.value(lang)}, p.title->>'en') as title,
      p.images->0 as image, p.price, p.compare_at_price, p.sales, p.review_count, p.rating_total
    from (select product_id, sales from product_search where ${where.join(' and ')}
      order by ${order} limit ${s.value(slice.take)} offset ${s.value(slice.skip)}) as page
    join products p on p.id = page.product_id
    order by page.sales desc, page.product_id desc`;
  return named(text, s.values);
}

const run = <R>(db: Db, statement: SearchStatement) =>
  runPrepared<R>(searchHandle(db), statement.name, statement.text, statement.values);

/**
 * How many listed products match the plan in each relevance tier and sales band, and each tier's first
 * RANKED_KEPT ids. A band is a rising function of sales (migration 015), so a tier's best-selling bands first,
 * each in its own sales order, is the tier in sales order; its first RANKED_KEPT lie in the bands' first ones.
 */
export async function searchMatchCounts(db: Db, plan: SearchPlan): Promise<MatchCounts> {
  const rows = await run<{ tier: number; band: number; n: number; top: number[] }>(db, matchCountStatement(plan));
  const perTier = () => Array.from({ length: RELEVANCE_TIERS }, () => 0);
  const tiers = perTier();
  const bands = new Map<number, number[]>();
  const tops = Array.from({ length: RELEVANCE_TIERS }, () => [] as { band: number; ids: number[] }[]);
  for (const row of rows) {
    const [tier, band, n] = [Number(row.tier), Number(row.band), Number(row.n)];
    tiers[tier]! += n;
    if (!bands.has(band)) bands.set(band, perTier());
    bands.get(band)![tier]! += n;
    tops[tier]!.push({ band, ids: row.top.map(Number) });
  }
  const ranked = tops.map((groups) =>
    groups
      .sort((a, b) => b.band - a.band)
      .flatMap((group) => group.ids)
      .slice(0, RANKED_KEPT),
  );
  return {
    tiers,
    bands: [...bands].sort(([a], [b]) => b - a).map(([band, counts]) => ({ band, tiers: counts })),
    ranked,
  };
}

/**
 * The cards of a page whose ids the kept ranking gives, in that order: a lookup by primary key, as a list page's
 * rows are read. A product no longer listed is left out (the caller then reads the page the usual way).
 */
export function rankedCardsStatement(ids: readonly number[], lang: string): SearchStatement {
  return {
    name: 'search_ranked_cards',
    text: `select p.id, p.shop_id, coalesce(p.title->>$2, p.title->>'en') as title,
      p.images->0 as image, p.price, p.compare_at_price, p.sales, p.review_count, p.rating_total
    from unnest($1::int[]) with ordinality as page(id, at)
    join products p on p.id = page.id
    where p.listed
    order by page.at`,
    values: [ids, lang],
  };
}

/** The cards of a page from the kept ranking (rankedCardsStatement). */
export function rankedCards(db: Db, lang: string, ids: readonly number[]): Promise<ProductCardRow[]> {
  return run<ProductCardRow>(db, rankedCardsStatement(ids, lang));
}

/** One tier's slice of the results. */
export function searchSlice(db: Db, lang: string, plan: SearchPlan, read: SliceRead): Promise<ProductCardRow[]> {
  return run<ProductCardRow>(db, sliceStatement(plan, lang, read));
}
