import { type Kysely, sql } from 'kysely';

/**
 * Search reads a narrow copy of each product's search columns: `product_search` (id, listed, sales, search text,
 * grams), about 0.5 kB a row in the table's pages where a product row is 4–5 kB (titles and descriptions in five languages, pictures,
 * specs). Ranking a broad term's matches read one 8 kB page per match on `products`; here a page holds a dozen,
 * and walking the best-sellers in sales order (search-pages.ts) tests rows without touching the wide table.
 *
 * The copy is kept by row triggers on `products`, in the writing transaction, so no code path that saves a product,
 * lists or unlists it (a shop closed) or counts a sale can forget it. The grams' GIN index moves here (the
 * console's product search uses it too); the Latin words' trigram index (the typo path) stays on `products`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_search (
      product_id integer primary key references products (id) on delete cascade,
      listed boolean not null,
      sales integer not null,
      search_text text not null,
      search_grams text[] not null
    ) with (toast_tuple_target = 256)`.execute(db);
  // Narrow in pages, not just in columns: a row's grams (1–1.5 kB compressed) go out of line into the TOAST table
  // (toast_tuple_target), where ranking never reads them (the GIN index answers the containment test), while the
  // search text that every candidate is tested on stays in the row, uncompressed (storage plain): about 500 bytes
  // a row, 15 to a page, where keeping the grams inline made it 4.
  await sql`alter table product_search alter column search_text set storage plain`.execute(db);
  await sql`
    insert into product_search (product_id, listed, sales, search_text, search_grams)
    select id, listed, sales, search_text, search_grams from products`.execute(db);
  await sql`create index product_search_grams_idx on product_search using gin (search_grams)`.execute(db);
  // The best-sellers' order with the search text in the index: a walk in sales order (search-pages.ts) tests its
  // rows without reading the table (an index-only scan: half the time of one that reads each row's page).
  await sql`
    create index product_search_hot_idx on product_search (sales desc, product_id desc) include (search_text)
    where listed`.execute(db);
  await sql`drop index products_search_grams_idx`.execute(db);
  await sql`
    create function product_search_copy() returns trigger language plpgsql as $$
    begin
      insert into product_search (product_id, listed, sales, search_text, search_grams)
      values (new.id, new.listed, new.sales, new.search_text, new.search_grams)
      on conflict (product_id) do update set listed = excluded.listed, sales = excluded.sales,
        search_text = excluded.search_text, search_grams = excluded.search_grams;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger products_search_insert after insert on products
    for each row execute function product_search_copy()`.execute(db);
  // Only when a copied column changes: a stock reservation or a review count leaves the copy alone.
  await sql`
    create trigger products_search_update after update on products
    for each row when (
      old.listed is distinct from new.listed or old.sales is distinct from new.sales
      or old.search_text is distinct from new.search_text or old.search_grams is distinct from new.search_grams
    ) execute function product_search_copy()`.execute(db);
}
