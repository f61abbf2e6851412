import { type Kysely, sql } from 'kysely';
import { searchColumns } from '../../modules/catalogue/search-text.ts';

/**
 * Search ranks a match by how well it fits a title in any language (search-text.ts, relevanceTier), judged with
 * `strpos` on search_text laid out as words between spaces and lines between newlines. This rewrites the column
 * of every product and shop in that layout, from their texts, in batches (the grams and Latin words are unchanged).
 */
const BATCH = 2_000;

async function rewrite(db: Kysely<unknown>, table: 'products' | 'shops', textColumn: 'title' | 'name') {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; texts: Record<string, string> & { en: string } }>`
      select id, ${sql.ref(textColumn)} as texts from ${sql.table(table)}
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const texts = typeof row.texts === 'string' ? JSON.parse(row.texts) : row.texts;
      return sql`(${row.id}::int, ${searchColumns(texts).search_text})`;
    });
    await sql`
      update ${sql.table(table)} as t set search_text = v.search_text
      from (values ${sql.join(values)}) as v(id, search_text) where t.id = v.id`.execute(db);
    after = rows[rows.length - 1]!.id;
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, 'products', 'title');
  await rewrite(db, 'shops', 'name');
}
