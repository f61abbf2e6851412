import { catalogueProblems } from '@shop/desk/i18n/catalogue-check.ts';
import { describe, expect, it } from 'vitest';
import { consoleI18n } from '../lib/i18n.ts';
import { consoleEnglish, consoleResources } from './index.ts';

const offered = consoleI18n.languages.filter((lang) => lang !== 'en');

/** Every visible string of the console in every language it offers: a missing or broken key fails here. */
describe.each(offered)('the console in %s', (lang) => {
  it.each(Object.keys(consoleEnglish))(
    'has every key of the %s namespace, with its placeholders',
    async (namespace) => {
      const entry = consoleResources[lang];
      const translated = typeof entry === 'function' ? await entry() : entry;
      const english = consoleEnglish[namespace as keyof typeof consoleEnglish];
      expect(catalogueProblems(english, translated?.[namespace], lang), `${lang}/${namespace}`).toEqual([]);
    },
  );
});

describe('the language switch', () => {
  it('offers English and Simplified Chinese, the languages every console namespace has', () => {
    expect(consoleI18n.languages).toEqual(['en', 'zh-CN']);
  });
});
