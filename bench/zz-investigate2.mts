import { sql } from 'kysely';
import { preparePostgres, removePictureCache } from './catalogue-db.ts';
import { searchProductsQuery } from '../apps/api/src/modules/catalogue/catalogue.repo.ts';
import { planSearch } from '../apps/api/src/modules/catalogue/search-text.ts';

const bench = await preparePostgres(100_000, () => undefined);
const db = bench.open();
try {
  for (const [kw, lang] of [['wireless', 'en'], ['耳机', 'zh-CN']] as const) {
    const rows = await searchProductsQuery(db, lang, planSearch(kw)!, false, 10, 0).explain(undefined, sql`analyze, buffers`);
    console.log(`--- ${kw}\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  const size = await sql`select avg(pg_column_size(search_text))::int as text_bytes, avg(array_length(search_grams,1))::int as grams from products`.execute(db);
  console.log(size.rows);
} finally {
  await db.destroy();
  await bench.dispose();
  removePictureCache();
}
