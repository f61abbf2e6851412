// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagOf } from '@shop/contract/language-tags';
import { LANG_CODES, localeOf } from '@shop/contract/languages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18nLanguageOptions, languageOf } from './i18n.ts';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));

function leaves(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    Object.assign(out, leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
const read = (lang: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8')) as Record<string, unknown>;

/**
 * Counts shown with a word beside them that changes with the number ("1 attempts left"): those must be plural
 * families. These few show a bare number or a word that does not change (checked by hand).
 */
const COUNT_WITHOUT_PLURAL_NOUN = new Set([
  'order.json:times', // "× 3"
  'cart.json:quantity', // "× 3"
  'service.json:counter', // "12/500"
  'notification.json:badge', // "3 unread"
]);

/** Counts in text follow each language's plural rules (docs/i18n.md#message-keys). */
describe('plural texts of the shopper app', () => {
  it('writes every English text with a {{count}} beside a word as a plural family (_one and _other)', () => {
    const missing: string[] = [];
    for (const file of namespaces) {
      for (const [key, text] of Object.entries(leaves(read('en', file)))) {
        if (!/\{\{count\b/.test(text) || /_(one|other)$/.test(key)) continue;
        if (!COUNT_WITHOUT_PLURAL_NOUN.has(`${file}:${key}`)) missing.push(`${file}:${key} "${text}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has, in every language, each plural form its rules use for every plural family', () => {
    const gaps: string[] = [];
    for (const lang of LANG_CODES) {
      const forms = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories;
      for (const file of namespaces) {
        const texts = leaves(read(lang, file));
        const families = Object.keys(leaves(read('en', file)))
          .filter((key) => key.endsWith('_other'))
          .map((key) => key.replace(/_other$/, ''));
        for (const family of families) {
          for (const form of forms) if (!texts[`${family}_${form}`]) gaps.push(`${lang}/${file}: ${family}_${form}`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('picks plural forms by the language, with nothing of i18next patched: ri is i18next\'s "ja"', async () => {
    const instance = i18next.createInstance();
    const resources = Object.fromEntries(LANG_CODES.map((lang) => [tagOf(lang), { order: read(lang, 'order.json') }]));
    await instance.init({ ...i18nLanguageOptions('en'), resources, showSupportNotice: false });
    const resolver = instance.services.pluralResolver as { getSuffix(code: string, count: number): string };
    expect(resolver.getSuffix(tagOf('en'), 1)).toBe('_one');
    // Japanese, Korean, Thai and Chinese have one form whatever the runtime's own language is.
    for (const lang of ['ri', 'han', 'tai', 'zh-CN'] as const)
      expect(resolver.getSuffix(tagOf(lang), 1), lang).toBe('_other');
    expect(instance.t('card.quantity', { ns: 'order', count: 1 })).toBe('1 item');
    expect(instance.t('card.quantity', { ns: 'order', count: 2 })).toBe('2 items');
    expect(instance.t('card.quantity', { ns: 'order', count: 1, lng: tagOf('ri') })).toBe('1 点');
  });

  it("starts the app's instance on the standard tag and answers with the shop's code", async () => {
    const options = i18nLanguageOptions('tai');
    expect(options).toEqual({ lng: 'th', fallbackLng: 'en', supportedLngs: ['en', 'zh-CN', 'ja', 'ko', 'th'] });
    expect(languageOf({ language: 'th' })).toBe('tai');
    expect(languageOf({ language: 'zh-CN' })).toBe('zh-CN');
    expect(languageOf({})).toBe('en');
  });
});
