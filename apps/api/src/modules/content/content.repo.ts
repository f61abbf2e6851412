import type { Executor } from '../../db/database.ts';

/** A content page in `lang`, else in English. */
export async function findPage(db: Executor, key: string, lang: string) {
  const rows = await db
    .selectFrom('content_pages')
    .select(['lang', 'title', 'content'])
    .where('key', '=', key)
    .where('lang', 'in', [lang, 'en'])
    .execute();
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en');
}

export async function upsertPage(db: Executor, page: { key: string; lang: string; title: string; content: string }) {
  await db
    .insertInto('content_pages')
    .values(page)
    .onConflict((oc) => oc.columns(['key', 'lang']).doNothing())
    .execute();
}
