import { LANG_CODES } from '@shop/contract/languages';
import { fakeApi } from '@shop/desk/test-support/fake-api.ts';
import { showFirstScreen } from '@shop/desk/test-support/first-screen.tsx';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerI18nOptions } from '../lib/i18n.ts';
import { sellerFirstScreenResources } from '../locales/first-screen.ts';
import { stringsIn } from '@shop/desk/i18n/resources.ts';
import { routes } from './routes.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

type AuthWords = Record<'login' | 'apply' | 'waiting' | 'recovery', { heading: string }>;

/**
 * The pages before signing in are drawn with the strings bundled with the entry alone (and a chosen language's
 * first-screen files): the signed-in pages' come with the signed-in frame, which these pages never load.
 */
describe('the seller center before signing in', { timeout: 20_000 }, () => {
  const pages = [
    ['/login', 'login'],
    ['/apply', 'apply'],
    ['/waiting', 'waiting'],
    ['/forgot-password', 'recovery'],
  ] as const;
  it.each(LANG_CODES.flatMap((lang) => pages.map(([path, words]) => [lang, path, words] as const)))(
    'in %s, %s has every string it asks for',
    async (lang, path, words) => {
      fakeApi({});
      const auth = (await stringsIn(sellerFirstScreenResources, lang)).auth as AuthWords;
      const desk = await showFirstScreen(sellerI18nOptions, routes, path, lang);
      expect(await screen.findByRole('heading', { name: auth[words].heading })).toBeTruthy();
      // The signed-in pages' namespaces were never loaded, so nothing above came from them.
      expect(desk.i18n.hasResourceBundle(desk.i18n.language, 'orders')).toBe(false);
    },
  );
});
