import { tagOf } from '@shop/contract/language-tags';
import { DEFAULT_LANG, LANG_CODES, type LangCode } from '@shop/contract/languages';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { antdLocales } from '../lib/antd-locale.ts';
import { i18nLanguageOptions, localeBundles, NAMESPACES } from '../lib/i18n.ts';

/**
 * What a page needs of its language, made once per language when the renderer starts and handed to each render
 * through providers (I18nextProvider, antd-mobile's ConfigProvider): nothing of a request's language is set in a
 * module that other requests share. docs/shopper-app.md#server-rendering-in-one-pass
 */
export interface PageLanguage {
  i18n: I18n;
  /** antd-mobile's built-in texts in this language. */
  antdLocale: unknown;
}

/** One translation instance for `lang`, every namespace loaded: a render never waits for texts. */
async function pageLanguage(lang: LangCode, english: Record<string, ResourceKey>): Promise<PageLanguage> {
  const [bundle, antdLocale] = await Promise.all([localeBundles[lang](), antdLocales[lang]()]);
  const i18n = i18next.createInstance();
  await i18n.init({
    ...i18nLanguageOptions(lang),
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [tagOf(DEFAULT_LANG)]: english, [tagOf(lang)]: bundle.default },
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return { i18n, antdLocale: (antdLocale as { default: unknown }).default };
}

/** Every language of the shop, ready to render in. */
export async function loadPageLanguages(): Promise<Record<LangCode, PageLanguage>> {
  const english = (await localeBundles[DEFAULT_LANG]()).default;
  const entries = await Promise.all(LANG_CODES.map(async (lang) => [lang, await pageLanguage(lang, english)] as const));
  return Object.fromEntries(entries) as Record<LangCode, PageLanguage>;
}
