/** The five interface languages. `file_name` is the shop's own language code (docs/glossary.md#languages), used in the `lang` header and cookies. */
export const LANGUAGES = [
  { language_name: 'English', chinese_name: '英语', file_name: 'en', locale: 'en-US' },
  { language_name: '简体中文', chinese_name: '简体中文', file_name: 'zh-CN', locale: 'zh-CN' },
  { language_name: '日本語', chinese_name: '日语', file_name: 'ri', locale: 'ja-JP' },
  { language_name: '한국어', chinese_name: '韩语', file_name: 'han', locale: 'ko-KR' },
  { language_name: 'ไทย', chinese_name: '泰语', file_name: 'tai', locale: 'th-TH' },
] as const;

export type LangCode = (typeof LANGUAGES)[number]['file_name'];
export const LANG_CODES = LANGUAGES.map((l) => l.file_name) as [LangCode, ...LangCode[]];
export const DEFAULT_LANG: LangCode = 'en';

/** Accepts any casing ("zh-cn" in the shopper app's logout URL) and returns the canonical code, or undefined. */
export function normalizeLang(value: unknown): LangCode | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  return LANG_CODES.find((code) => code.toLowerCase() === lower);
}

/** The BCP 47 locale used by `Intl` for a language code. */
export function localeOf(lang: LangCode): string {
  return LANGUAGES.find((l) => l.file_name === lang)?.locale ?? 'en-US';
}
