import { LANG_CODES } from '@shop/contract/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../../test/helper.ts';
import { operatorToken } from '../../../test/order-fixture.ts';
import { HELP_SUPPORT, LAW } from '../../seed/seed-content.ts';

describe(`console content editing (${engine})`, () => {
  let t: TestApp;
  let operator: string;

  beforeAll(async () => {
    t = await buildTestApp();
    operator = await operatorToken(t.app, t.db);
  });
  afterAll(() => t.close());

  const save = (body: unknown, token = operator) => call(t.app, 'POST', '/api/console/content/save', { token, body });
  const read = (key: string, token = operator) => call(t.app, 'GET', '/api/console/content', { token, query: { key } });

  it('reads a page in all five languages', async () => {
    for (const [key, seeded] of [
      ['help_support', HELP_SUPPORT],
      ['law', LAW],
    ] as const) {
      const res = await read(key);
      expect(res).toMatchObject({ status: 200, code: 1, data: { key } });
      expect(res.data.pages.map((p: { lang: string }) => p.lang)).toEqual(LANG_CODES);
      for (const page of res.data.pages) {
        expect(page, page.lang).toEqual({
          lang: page.lang,
          ...seeded[page.lang as keyof typeof seeded],
          updated_at: expect.any(String),
        });
      }
    }
    expect((await read('about')).data.error).toBe('VALIDATION');
  });

  it('saves one language, writes an audit line, and the shop serves the edit in that language only', async () => {
    const before = await call(t.app, 'GET', '/api/user/help_support', { lang: 'ri' });
    const content = 'よくある質問?\n答えです。\n\n<script>alert(1)</script> はテキストのまま';
    const res = await save({ key: 'help_support', lang: 'ri', title: '  ヘルプ（改訂）  ', content });
    expect(res).toMatchObject({ code: 1, msg: 'Save success', data: { lang: 'ri', title: 'ヘルプ（改訂）', content } });

    const served = await call(t.app, 'GET', '/api/user/help_support', { lang: 'ri' });
    expect(served.data).toEqual({ title: 'ヘルプ（改訂）', content });
    expect((await call(t.app, 'GET', '/api/user/help_support', { lang: 'en' })).data).toEqual(HELP_SUPPORT.en);
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'ri' })).data).toEqual(LAW.ri);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'content.save').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target_type: 'content',
      before: { key: 'help_support', lang: 'ri', title: before.data.title, content: before.data.content },
      after: { key: 'help_support', lang: 'ri', title: 'ヘルプ（改訂）', content },
    });
    const log = await call(t.app, 'GET', '/api/console/audit_log', {
      token: await operatorToken(t.app, t.db, ['admin']),
      query: { target_type: 'content' },
    });
    expect(log.data.list[0]).toMatchObject({ action: 'content.save', target_type: 'content' });
  });

  it('creates the row of a language that had none', async () => {
    await t.db.deleteFrom('content_pages').where('key', '=', 'law').where('lang', '=', 'tai').execute();
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'tai' })).data).toEqual(LAW.en);
    expect((await read('law')).data.pages.find((p: { lang: string }) => p.lang === 'tai')).toEqual({
      lang: 'tai',
      title: '',
      content: '',
      updated_at: null,
    });

    expect((await save({ key: 'law', lang: 'tai', title: 'กฎหมาย', content: 'ข้อความใหม่' })).code).toBe(1);
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'tai' })).data).toEqual({
      title: 'กฎหมาย',
      content: 'ข้อความใหม่',
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'content.save')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toBeNull();
  });

  it('refuses bad pages, languages and empty texts, and changes nothing then', async () => {
    const valid = { key: 'law', lang: 'en', title: 'Law', content: 'Text' };
    expect((await save({ ...valid, key: 'about' })).data.error).toBe('VALIDATION');
    expect((await save({ ...valid, lang: 'fr' })).data.error).toBe('VALIDATION');
    expect((await save({ ...valid, title: '   ' })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { title: 'titleRequired' },
    });
    expect((await save({ ...valid, content: ' \n ' })).data).toMatchObject({
      error: 'VALIDATION',
      fields: { content: 'contentRequired' },
    });
    expect((await save({ ...valid, title: 'x'.repeat(121) })).data.fields).toEqual({ title: 'tooLong' });
    expect((await save({ ...valid, content: 'x'.repeat(20_001) })).data.fields).toEqual({ content: 'tooLong' });
    expect((await save({ ...valid, updated_at: '2020-01-01' })).data.error).toBe('UNKNOWN_FIELD');
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'en' })).data).toEqual(LAW.en);
  });

  it('is for operators only', async () => {
    const shopper = await registerShopper(t.app);
    expect((await read('law', shopper.token)).status).toBe(403);
    expect((await save({ key: 'law', lang: 'en', title: 'Hacked', content: 'Hacked' }, shopper.token)).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/console/content', { query: { key: 'law' } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/user/law', { lang: 'en' })).data.title).toBe(LAW.en.title);
  });
});
