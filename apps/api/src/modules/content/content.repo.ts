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

/** Every language's version of a page (the console edits them side by side). */
export async function listPageVersions(db: Executor, key: string) {
  return db
    .selectFrom('content_pages')
    .select(['lang', 'title', 'content', 'updated_at'])
    .where('key', '=', key)
    .execute();
}

/** The page as it is, locked until the transaction ends (two operators saving at once: one after the other). */
export async function findPageForUpdate(db: Executor, key: string, lang: string) {
  return db
    .selectFrom('content_pages')
    .select(['title', 'content'])
    .where('key', '=', key)
    .where('lang', '=', lang)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes an operator's version of a page, creating the language's row when it has none. */
export async function savePage(db: Executor, page: { key: string; lang: string; title: string; content: string }) {
  await db
    .insertInto('content_pages')
    .values(page)
    .onConflict((oc) =>
      oc.columns(['key', 'lang']).doUpdateSet((eb) => ({
        title: eb.ref('excluded.title'),
        content: eb.ref('excluded.content'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
