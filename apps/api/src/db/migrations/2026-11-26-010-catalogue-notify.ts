import { type Kysely, sql } from 'kysely';

/**
 * Catalogue changes announced across processes (docs/architecture.md#caches): a statement trigger on every table a
 * public catalogue read shows sends NOTIFY `catalogue_changed`, which PostgreSQL delivers when (and only if) the
 * writing transaction commits, once per transaction however many rows or statements it wrote. Each API process
 * listens (db/catalogue-changes.ts) and moves its catalogue generation, so its cached reads of the older catalogue
 * are never served again. Statement triggers cost one call per statement, not per row: bulk loads do not notice.
 */
const TABLES = ['products', 'skus', 'shops', 'categories', 'banners', 'settings', 'catalogue_version'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_catalogue_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', '');
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_catalogue`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_catalogue_changed()`.execute(db);
  }
}
