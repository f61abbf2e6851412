import { type Kysely, sql } from 'kysely';

/**
 * Each product's sales band, in the grams' GIN index, so that a search page's best-sellers are found without
 * visiting every match (search-pages.ts "sales bands").
 *
 * A page of a narrow term (a few hundred to a few thousand matches) was read by taking every match from the grams
 * index and sorting them by sales: one table page per match, 0.8–1.2 ms of PostgreSQL time for 600 matches, most of
 * a search's cost at 100 000 products. Its first ten rows are all among the matches that sell the most. The band
 * is the sales' place on a scale of half-octaves (0 sold: band 0; 1: band 2; 2: 3; 3: 4; 5: 5; 7: 6; …; 16 000: 28),
 * and the search counts its matches per band once per keyword and catalogue generation (kept-counts.ts), so a page
 * knows the lowest band that still holds all its rows and asks the index for the matches of that band and above
 * (`sales_band && {28, 29}`) in the same index scan as the grams: 80 table pages instead of 600.
 *
 * An array of one element because a GIN index holds arrays (a plain integer would need the btree_gin extension,
 * whose range scans collect every entry of the range before intersecting); generated from `sales`, so the copy's
 * triggers (migration 014) keep it without a change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index product_search_grams_idx`.execute(db);
  // Stored in the row (storage plain), like the search text: the table's toast_tuple_target (migration 014) would
  // otherwise move even this small array out of line, and counting a keyword's matches per band read it there:
  // 14 000 buffers instead of 1 600, 33 ms instead of 9, for 3 000 matches. In one statement, so that the table is
  // written once, with the column's storage already set.
  await sql`
    alter table product_search
      add column sales_band integer[] not null generated always as (array[floor(2 * log(2, sales + 1))::integer]) stored,
      alter column sales_band set storage plain`.execute(db);
  // One scan of the index tests a match's grams and its band together (the console's product search, which asks
  // for grams only, uses the same index).
  await sql`create index product_search_grams_idx on product_search using gin (search_grams, sales_band)`.execute(db);
}
