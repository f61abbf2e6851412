import { fakeApi } from '@shop/desk/test-support/fake-api.ts';
import { showFirstScreen } from '@shop/desk/test-support/first-screen.tsx';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleI18nOptions } from '../lib/i18n.ts';
import { routes } from './routes.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * The pages before signing in are drawn with the strings bundled with the entry alone: the signed-in pages' come
 * with the signed-in frame, which these pages never load.
 */
describe('the console before signing in', { timeout: 20_000 }, () => {
  it.each([
    ['en', '/login', 'Sign in with your operator account.'],
    ['zh-CN', '/login', '请使用运营账号登录。'],
    ['en', '/forgot-password', 'Reset your password'],
    ['zh-CN', '/forgot-password', '重置密码'],
  ] as const)('in %s, %s has every string it asks for', async (lang, path, text) => {
    fakeApi({});
    const desk = await showFirstScreen(consoleI18nOptions, routes, path, lang);
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    // The signed-in pages' namespaces were never loaded, so nothing above came from them.
    expect(desk.i18n.hasResourceBundle(desk.i18n.language, 'orders')).toBe(false);
  });
});
