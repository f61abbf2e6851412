import { catalogueProblems, leaves } from '@shop/desk/i18n/catalogue-check.ts';
import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { sellerI18n } from '../lib/i18n.ts';
import { sellerEnglish, sellerResources } from './index.ts';

const others = LANG_CODES.filter((lang) => lang !== 'en');

/** Every visible string of the seller center in every language it offers: a missing or broken key fails here. */
describe.each(others)('the seller center in %s', (lang) => {
  it.each(Object.keys(sellerEnglish))('has every key of the %s namespace, with its placeholders', async (namespace) => {
    const entry = sellerResources[lang];
    const translated = typeof entry === 'function' ? await entry() : entry;
    const english = sellerEnglish[namespace as keyof typeof sellerEnglish];
    expect(catalogueProblems(english, translated?.[namespace], lang), `${lang}/${namespace}`).toEqual([]);
  });

  it('is translated, not an English copy', async () => {
    const entry = sellerResources[lang];
    const translated = typeof entry === 'function' ? await entry() : entry;
    const same = Object.entries(sellerEnglish).flatMap(([namespace, english]) => {
      const theirs = leaves(translated?.[namespace]);
      return Object.entries(leaves(english))
        .filter(([key, text]) => theirs[key] === text)
        .map(([key]) => `${namespace}:${key}`);
    });
    expect(same).toEqual([]);
  });
});

describe('the language switch', () => {
  it('offers all five languages: sellers of a cross-border shop read Chinese, Japanese, Korean and Thai too', () => {
    expect(sellerI18n.languages).toEqual(['en', 'zh-CN', 'ri', 'han', 'tai']);
  });
});
