import { collectMissingKeys, MISSING_KEY_HOOK } from '@shop/contract/missing-keys';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n, initI18n, loadAllNamespaces } from './i18n.ts';

/** A key typed loosely: these tests look up keys the app does not have. */
const t = (key: string) => i18n.t(key as never) as unknown as string;

beforeAll(async () => {
  await initI18n('en');
  await loadAllNamespaces();
});
afterEach(async () => {
  await changeLanguage('en');
  vi.restoreAllMocks();
});

describe("the shopper app's missing translation keys", () => {
  it('hands a key that no language has to the installed hook (screen tests and journeys fail on it)', () => {
    const missing = collectMissingKeys();
    try {
      expect(t('catalogue:noSuchKey')).toBe('noSuchKey');
      expect(t('catalogue:hotShops')).toBe('Hot shops');
      expect(missing.take()).toEqual([{ namespace: 'catalogue', key: 'noSuchKey', languages: ['en'] }]);
    } finally {
      missing.uninstall();
    }
  });

  it('does not report a key English has while another language is shown (English fills in)', async () => {
    await changeLanguage('tai');
    await loadAllNamespaces();
    i18n.addResourceBundle('en', 'probe', { onlyInEnglish: 'Only in English' });
    const missing = collectMissingKeys();
    try {
      expect(t('probe:onlyInEnglish')).toBe('Only in English');
      expect(missing.take()).toEqual([]);
    } finally {
      missing.uninstall();
      i18n.removeResourceBundle('en', 'probe');
    }
  });

  it('reports nothing without a hook, as in production', () => {
    const target = globalThis as Record<string, unknown>;
    const saved = target[MISSING_KEY_HOOK];
    delete target[MISSING_KEY_HOOK];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(t('catalogue:noSuchKey')).toBe('noSuchKey');
    } finally {
      target[MISSING_KEY_HOOK] = saved;
    }
    // A development build (Vitest's too) writes one console line; a production build has no such branch.
    expect(consoleError).toHaveBeenCalledWith('[i18n] missing catalogue:noSuchKey (en)');
  });
});
