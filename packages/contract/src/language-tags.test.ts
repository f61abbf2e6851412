import { describe, expect, it } from 'vitest';
import { LANG_CODES } from './languages.ts';
import { LANGUAGE_TAGS, langOfTag, tagOf } from './language-tags.ts';

describe('shop language codes and the standard tags inside the apps', () => {
  it('maps the codes the spec named to standard tags, and back', () => {
    expect(LANG_CODES.map(tagOf)).toEqual(['en', 'zh-CN', 'ja', 'ko', 'th']);
    expect(LANGUAGE_TAGS).toEqual(['en', 'zh-CN', 'ja', 'ko', 'th']);
    for (const lang of LANG_CODES) expect(langOfTag(tagOf(lang))).toBe(lang);
  });

  it('gives Intl a tag it knows, whose plural rules are the language’s own', () => {
    for (const lang of LANG_CODES) {
      expect(Intl.PluralRules.supportedLocalesOf([tagOf(lang)]), lang).toEqual([tagOf(lang)]);
    }
    expect(new Intl.PluralRules(tagOf('ri')).resolvedOptions().pluralCategories).toEqual(['other']);
  });

  it('accepts a shop code or any letter case, and refuses what the shop does not speak', () => {
    expect(langOfTag('ri')).toBe('ri');
    expect(langOfTag('JA')).toBe('ri');
    expect(langOfTag('zh-cn')).toBe('zh-CN');
    expect(langOfTag('fr')).toBeUndefined();
    expect(langOfTag(undefined)).toBeUndefined();
  });
});
