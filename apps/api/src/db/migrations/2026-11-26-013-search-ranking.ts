import { type Kysely, sql } from 'kysely';

/**
 * Search ranks a match by how well it fits a title in any language (the catalogue's relevanceTier), judged with
 * `strpos` on search_text laid out as words between spaces and lines between newlines. This rewrites the column
 * of every product and shop in that layout, from their texts, in batches (the grams and Latin words are unchanged).
 */
const BATCH = 2_000;

/*
 * A frozen copy of the catalogue's search_text layout as it was when this migration was written: a migration
 * must give the same result whenever it runs, so it does not import the catalogue module, whose layout may move on
 * (a later change of layout comes with its own migration). The languages in the order of that day's list.
 */
const FROZEN_LANGS = ['en', 'zh-CN', 'ri', 'han', 'tai'] as const;

function frozenNormalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC');
}

function frozenSearchText(texts: Partial<Record<string, string>> & { en: string }): string {
  const lines = FROZEN_LANGS.map((lang) =>
    frozenNormalize(texts[lang] ?? texts.en)
      .split(/[\s\p{P}\p{S}]+/u)
      .filter(Boolean),
  );
  return `\n${lines.map((words) => ` ${words.join(' ')} `).join('\n')}\n`;
}

async function rewrite(db: Kysely<unknown>, table: 'products' | 'shops', textColumn: 'title' | 'name') {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; texts: Record<string, string> & { en: string } }>`
      select id, ${sql.ref(textColumn)} as texts from ${sql.table(table)}
      where id > ${after} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const texts = typeof row.texts === 'string' ? JSON.parse(row.texts) : row.texts;
      return sql`(${row.id}::int, ${frozenSearchText(texts)})`;
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
