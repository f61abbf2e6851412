import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import en from '@shop/contract/messages/en.json' with { type: 'json' };
import han from '@shop/contract/messages/han.json' with { type: 'json' };
import ri from '@shop/contract/messages/ri.json' with { type: 'json' };
import tai from '@shop/contract/messages/tai.json' with { type: 'json' };
import zhCN from '@shop/contract/messages/zh-CN.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, engine, registerShopper, type TestApp } from '../../test/helper.ts';

/** The catalogues as they are on disk at test time (another helper may still be translating some). */
const catalogues: Record<LangCode, typeof en> = { en, 'zh-CN': zhCN, ri, han, tai };

/** The text the server should send for `key` in `lang`: that catalogue's entry, else English's. */
function expected(lang: LangCode, section: 'validation' | 'errors' | 'success', key: string): string {
  const own = (catalogues[lang][section] as Record<string, string>)[key];
  const fallback = (en[section] as Record<string, string>)[key];
  if (fallback === undefined) throw new Error(`no English message ${section}.${key}`);
  return own || fallback;
}

describe(`server messages in the request's language (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const emptyLogin = (lang?: string) =>
    call(t.app, 'POST', '/api/user/login', { body: { account: '', password: '' }, lang });

  it('writes a validation failure in each of the five languages from its catalogue', async () => {
    for (const lang of LANG_CODES) {
      const res = await emptyLogin(lang);
      expect(res, lang).toMatchObject({
        code: 0,
        msg: expected(lang, 'validation', 'loginRequired'),
        data: { error: 'VALIDATION' },
      });
    }
  });

  it('gives a different msg in zh-CN than in en for a message the zh-CN catalogue translates', async () => {
    const translated = (Object.keys(en.validation) as (keyof typeof en.validation)[]).filter(
      (key) => zhCN.validation[key] && zhCN.validation[key] !== en.validation[key],
    );
    const enRes = await emptyLogin('en');
    const zhRes = await emptyLogin('zh-CN');
    expect(enRes.msg).toBe('Please input account and password');
    expect(zhRes.msg).toBe(expected('zh-CN', 'validation', 'loginRequired'));
    // Only asserted when the catalogue really translates this message (it may still be a copy of English).
    if (translated.includes('loginRequired')) expect(zhRes.msg).not.toBe(enRes.msg);
    // The machine key never changes with the language.
    expect(zhRes.data.error).toBe(enRes.data.error);
  });

  it('translates business failures, 401s and success messages too', async () => {
    const shopper = await registerShopper(t.app);
    for (const lang of LANG_CODES) {
      const wrong = await call(t.app, 'POST', '/api/user/login', {
        body: { account: shopper.account, password: 'nope-nope' },
        lang,
      });
      expect(wrong.msg, lang).toBe(expected(lang, 'errors', 'WRONG_CREDENTIALS'));
      const unauthorized = await call(t.app, 'GET', '/api/user/getUserInfo', { lang });
      expect(unauthorized.msg, lang).toBe(expected(lang, 'errors', 'UNAUTHORIZED'));
      const info = await call(t.app, 'GET', '/api/user/language_list', { lang });
      expect(info.msg, lang).toBe(expected(lang, 'success', 'ok'));
    }
  });

  it('fills message parameters in every language', async () => {
    const res = await call(t.app, 'POST', '/api/user/login', {
      body: { account: 'a', password: 'b', extra: 1 },
      lang: 'zh-CN',
    });
    expect(res.data.error).toBe('UNKNOWN_FIELD');
    expect(res.msg).toContain('extra');
    expect(res.msg).not.toContain('{{');
  });

  it('accepts the lang header in any case', async () => {
    const res = await emptyLogin('ZH-cn');
    expect(res.msg).toBe(expected('zh-CN', 'validation', 'loginRequired'));
  });

  it('falls back to English for an unknown or missing language', async () => {
    expect((await emptyLogin('fr')).msg).toBe('Please input account and password');
    expect((await emptyLogin()).msg).toBe('Please input account and password');
  });

  it('prefers the lang header over a lang query parameter', async () => {
    const res = await call(t.app, 'POST', '/api/user/login?lang=zh-CN', {
      body: { account: '', password: '' },
      lang: 'en',
    });
    expect(res.msg).toBe('Please input account and password');
    const byQuery = await call(t.app, 'POST', '/api/user/login?lang=zh-CN', { body: { account: '', password: '' } });
    expect(byQuery.msg).toBe(expected('zh-CN', 'validation', 'loginRequired'));
  });

  it('has every English message key in every catalogue', () => {
    const keysOf = (catalogue: Record<string, Record<string, string>>) =>
      Object.entries(catalogue)
        .flatMap(([section, messages]) => Object.keys(messages).map((key) => `${section}.${key}`))
        .sort();
    const english = keysOf(en);
    for (const lang of LANG_CODES) expect(keysOf(catalogues[lang]), lang).toEqual(english);
  });

  it('answers an unknown path with a translated 404', async () => {
    const res = await call(t.app, 'GET', '/api/nope', { lang: 'zh-CN' });
    expect(res).toMatchObject({ status: 404, code: 404, msg: expected('zh-CN', 'errors', 'NOT_FOUND') });
  });
});
