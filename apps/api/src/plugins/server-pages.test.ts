import { describe, expect, it } from 'vitest';
import { cookieLang, cookieSignedIn } from './server-pages.ts';

const langCookie = (file_name: string) =>
  `Local_Lang=${encodeURIComponent(JSON.stringify({ language_name: 'x', chinese_name: 'x', file_name }))}`;

describe('cookieLang: the language a page is rendered in', () => {
  it("reads the app's Local_Lang cookie among others", () => {
    expect(cookieLang(`Admin-Token=abc; ${langCookie('ri')}; other=1`)).toBe('ri');
    expect(cookieLang(langCookie('zh-CN'))).toBe('zh-CN');
  });

  it('falls back to English without the cookie, or with one it cannot read', () => {
    expect(cookieLang(undefined)).toBe('en');
    expect(cookieLang('Admin-Token=abc')).toBe('en');
    expect(cookieLang('Local_Lang=%7Bnot json')).toBe('en');
    expect(cookieLang(langCookie('fr'))).toBe('en');
  });
});

describe('cookieSignedIn: whether the guard lets a rendered page show a screen behind the login', () => {
  it("is true with the app's session cookie, whatever its value", () => {
    expect(cookieSignedIn(`${langCookie('en')}; Admin-Token=abc`)).toBe(true);
    expect(cookieSignedIn('Admin-Token=x')).toBe(true);
  });

  it('is false without it, or with it emptied (the app clears it on logout)', () => {
    expect(cookieSignedIn(undefined)).toBe(false);
    expect(cookieSignedIn(langCookie('en'))).toBe(false);
    expect(cookieSignedIn('Admin-Token=; other=1')).toBe(false);
    expect(cookieSignedIn('XAdmin-Token=abc')).toBe(false);
  });
});
