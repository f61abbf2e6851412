// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagOf } from '@shop/contract/language-tags';
import { LANG_CODES } from '@shop/contract/languages';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nLanguageOptions } from '../../lib/i18n.ts';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const cartTexts = (lang: string) => JSON.parse(fs.readFileSync(path.join(localesDir, lang, 'cart.json'), 'utf8'));

const i18n = i18next.createInstance();
beforeAll(async () => {
  // As the app does: each language's texts under its standard tag (ri's under ja).
  const resources = Object.fromEntries(LANG_CODES.map((lang) => [tagOf(lang), { cart: cartTexts(lang) }]));
  await i18n.init({ ...i18nLanguageOptions('en'), resources, showSupportNotice: false });
});

/** The counter beside the number: "Delete (4 items)" → "items", "结算（8 件）" → "件". */
const counterOf = (text: string) =>
  /\d+\s*([^\s\d()（）?？]+)/u.exec(text)?.[1] ?? /([^\s\d()（）]+)\s*\d+/u.exec(text)?.[1];

/**
 * The tab badge and "Delete" count cart lines, "Checkout" counts pieces. Each number says which,
 * in every language, so "Delete (4)" beside "Checkout (8)" no longer reads as a contradiction.
 */
describe('the cart count labels', () => {
  it('says in English that Delete counts items (lines) and Checkout pieces, singular and plural', () => {
    const t = i18n.getFixedT('en', 'cart');
    expect(t('deleteSelected', { count: 1 })).toBe('Delete (1 item)');
    expect(t('deleteSelected', { count: 4 })).toBe('Delete (4 items)');
    expect(t('checkout', { count: 1 })).toBe('Checkout (1 piece)');
    expect(t('checkout', { count: 8 })).toBe('Checkout (8 pieces)');
    expect(t('badge', { count: 4 })).toBe('4 items in your cart');
  });

  it.each(LANG_CODES)(
    'in %s names the lines one way (badge, Delete, its confirmation) and the pieces another',
    (lang) => {
      const t = i18n.getFixedT(tagOf(lang), 'cart');
      const lines = [t('badge', { count: 4 }), t('deleteSelected', { count: 4 }), t('deleteConfirm', { count: 4 })];
      const pieces = t('checkout', { count: 8 });
      for (const text of [...lines, pieces]) expect(text, text).not.toMatch(/\{\{|^cart\./);
      expect(pieces).toContain('8');
      // Every line count carries the same counter word, and the pieces another one.
      const lineCounter = counterOf(t('deleteSelected', { count: 4 }));
      expect(lineCounter, lines.join(' | ')).toBeTruthy();
      for (const text of lines) expect(text, text).toContain(lineCounter);
      expect(counterOf(pieces), pieces).toBeTruthy();
      expect(pieces).not.toContain(lineCounter);
    },
  );
});
