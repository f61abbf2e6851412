import { LANG_CODES, type LangCode, normalizeLang } from './languages.ts';

/**
 * The shop's language codes (en, zh-CN, ri, han, tai) are what the outside sees: the stored setting, the `lang`
 * header, URLs, the API and the locale folders. Inside the apps, i18next and Intl get standard language tags
 * (ja, ko, th), so that plural rules and the like need no patch (docs/i18n.md#language-codes). This module is the
 * one place that maps between the two; zod-free and free of I/O, for every app.
 */
const TAG_OF: Record<LangCode, string> = { en: 'en', 'zh-CN': 'zh-CN', ri: 'ja', han: 'ko', tai: 'th' };

/** The standard tag i18next is given for a shop language code: ri → ja, han → ko, tai → th. */
export function tagOf(lang: LangCode): string {
  return TAG_OF[lang];
}

/** Every language's tag, in the order of LANG_CODES: i18next's supportedLngs. */
export const LANGUAGE_TAGS: readonly string[] = LANG_CODES.map(tagOf);

/**
 * The shop language code of what i18next reports (ja → ri), in any letter case; a shop code passes through
 * unchanged (ri → ri), so a caller holding either gets the code. Undefined for a language the shop does not have.
 */
export function langOfTag(tag: unknown): LangCode | undefined {
  if (typeof tag !== 'string') return undefined;
  const lower = tag.trim().toLowerCase();
  return LANG_CODES.find((code) => TAG_OF[code].toLowerCase() === lower) ?? normalizeLang(tag);
}
