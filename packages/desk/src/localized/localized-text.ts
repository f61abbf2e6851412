import type { LocalizedText } from '@shop/contract/console-catalogue';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';

/**
 * The catalogue's texts in the five languages (the contract's LocalizedText, docs/domain.md#languages) as desk forms hold them and as desk
 * tables show them: a shop's name, a category's, an application's shop name.
 */

/** A text in every language as the inputs hold it ('' where not written). */
export type LocalizedForm = Record<LangCode, string>;

/** The form of a stored text; a new one is empty in every language. */
export function localizedForm(text?: Partial<Record<LangCode, string>> | null): LocalizedForm {
  return Object.fromEntries(LANG_CODES.map((lang) => [lang, text?.[lang] ?? ''])) as LocalizedForm;
}

/**
 * What a save sends: English always (empty when not written, so the schema names it), the other languages only
 * when written, trimmed; an empty translation falls back to English rather than showing nothing.
 */
export function localizedRequest(form: Partial<LocalizedForm> | undefined): LocalizedText {
  const out: LocalizedText = { en: form?.en?.trim() ?? '' };
  for (const lang of LANG_CODES) {
    const value = form?.[lang]?.trim();
    if (lang !== 'en' && value) out[lang] = value;
  }
  return out;
}

/** The text in `lang`, else in English (what shoppers reading `lang` see). */
export function textIn(text: Partial<Record<LangCode, string>> | undefined, lang: LangCode): string {
  return text?.[lang]?.trim() || text?.en?.trim() || '';
}

/** The languages a text has not been translated into (English never counts: it is required). */
export function missingLanguages(text: Partial<Record<LangCode, string>> | undefined): LangCode[] {
  return LANG_CODES.filter((lang) => lang !== 'en' && !text?.[lang]?.trim());
}
