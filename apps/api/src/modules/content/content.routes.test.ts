import { LANG_CODES } from '@shop/contract/languages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import { HELP_SUPPORT, LAW, SERVICE_CHANNELS, SERVICE_HOURS } from '../../seed/seed-content.ts';
import { putSetting } from '../settings/settings.service.ts';

describe(`languages, help, law and public config (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/user/language_list', () => {
    it('lists the five languages with language_name, chinese_name and file_name, English first', async () => {
      const res = await call(t.app, 'GET', '/api/user/language_list');
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toHaveLength(5);
      expect(res.data.map((l: { file_name: string }) => l.file_name)).toEqual(['en', 'zh-CN', 'ri', 'han', 'tai']);
      for (const language of res.data) {
        expect(Object.keys(language).sort()).toEqual(['chinese_name', 'file_name', 'language_name']);
        expect(language.language_name.length).toBeGreaterThan(0);
        expect(language.chinese_name.length).toBeGreaterThan(0);
      }
      expect(res.data[0]).toEqual({ language_name: 'English', chinese_name: '英语', file_name: 'en' });
    });

    it('needs no token', async () => {
      expect((await call(t.app, 'GET', '/api/user/language_list', { token: 'garbage' })).code).toBe(1);
    });
  });

  describe.each([
    ['help_support', HELP_SUPPORT],
    ['law', LAW],
  ] as const)('GET /api/user/%s', (key, seeded) => {
    it('returns the English page by default', async () => {
      const res = await call(t.app, 'GET', `/api/user/${key}`);
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual({ title: seeded.en.title, content: seeded.en.content });
      expect(res.data.title.length).toBeGreaterThan(0);
      expect(res.data.content.length).toBeGreaterThan(0);
    });

    it('returns the page in the language of the lang header: zh-CN differs from en', async () => {
      const en = await call(t.app, 'GET', `/api/user/${key}`, { lang: 'en' });
      const zh = await call(t.app, 'GET', `/api/user/${key}`, { lang: 'zh-CN' });
      expect(zh.data).toEqual({ title: seeded['zh-CN'].title, content: seeded['zh-CN'].content });
      expect(zh.data.title).not.toBe(en.data.title);
      expect(zh.data.content).not.toBe(en.data.content);
    });

    it('serves every language from its own row', async () => {
      for (const lang of LANG_CODES) {
        const res = await call(t.app, 'GET', `/api/user/${key}`, { lang });
        expect(res.data, lang).toEqual({ title: seeded[lang].title, content: seeded[lang].content });
      }
    });

    it('reads the language from a lang query parameter too', async () => {
      const res = await call(t.app, 'GET', `/api/user/${key}?lang=zh-cn`);
      expect(res.data.title).toBe(seeded['zh-CN'].title);
    });

    it('falls back to English for an unknown language', async () => {
      const res = await call(t.app, 'GET', `/api/user/${key}`, { lang: 'fr' });
      expect(res.data.title).toBe(seeded.en.title);
    });

    it('falls back to English when the page has no row in the language', async () => {
      const saved = await t.db
        .selectFrom('content_pages')
        .selectAll()
        .where('key', '=', key)
        .where('lang', '=', 'ri')
        .execute();
      await t.db.deleteFrom('content_pages').where('key', '=', key).where('lang', '=', 'ri').execute();
      try {
        const res = await call(t.app, 'GET', `/api/user/${key}`, { lang: 'ri' });
        expect(res).toMatchObject({ code: 1, data: { title: seeded.en.title, content: seeded.en.content } });
      } finally {
        await t.db.insertInto('content_pages').values(saved).execute();
      }
    });

    it("shows an operator's edit of the page", async () => {
      const edit = (title: string, content: string) =>
        t.db
          .updateTable('content_pages')
          .set({ title, content })
          .where('key', '=', key)
          .where('lang', '=', 'tai')
          .execute();
      await edit('Edited title', 'Edited content');
      try {
        const res = await call(t.app, 'GET', `/api/user/${key}`, { lang: 'tai' });
        expect(res.data).toEqual({ title: 'Edited title', content: 'Edited content' });
      } finally {
        await edit(seeded.tai.title, seeded.tai.content);
      }
    });
  });

  describe('GET /api/common/config', () => {
    it('returns the merchant link and the customer-service channels', async () => {
      const res = await call(t.app, 'GET', '/api/common/config');
      expect(res).toMatchObject({ status: 200, code: 1 });
      expect(res.data).toEqual({
        merchant_url: '',
        service_channels: SERVICE_CHANNELS,
        service_hours: SERVICE_HOURS,
      });
    });

    it('reflects settings changed by operators', async () => {
      const channels = [{ kind: 'email', label: 'Mail us', value: 'help@shop.example' }];
      await putSetting(t.db, 'service_channels', channels);
      await putSetting(t.db, 'service_hours', '24/7');
      const res = await call(t.app, 'GET', '/api/common/config');
      expect(res.data).toMatchObject({ service_channels: channels, service_hours: '24/7' });
    });

    it('returns the configured merchant URL', async () => {
      // The app reads its config object on each call; MERCHANT_URL set at start lands here.
      t.config.merchantUrl = 'https://merchant.example.com/login';
      try {
        const res = await call(t.app, 'GET', '/api/common/config');
        expect(res.data.merchant_url).toBe('https://merchant.example.com/login');
      } finally {
        t.config.merchantUrl = undefined;
      }
    });
  });
});
