import { LANGUAGE_TAGS, langOfTag, tagOf } from '@shop/contract/language-tags';
import { DEFAULT_LANG, type LangCode, localeOf } from '@shop/contract/languages';
import { reportMissingKey } from '@shop/contract/missing-keys';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import NAMESPACES from 'virtual:locale-namespaces';
import { applyAntdLocale } from './antd-locale.ts';

/**
 * English `common` (shell texts, titles, errors) is bundled; every other namespace, English included, loads with
 * the first screen, all of a language's namespaces in one chunk (server messages from the contract included).
 */
import englishCommon from '../locales/en/common.json';

/**
 * All namespaces of one language in one module (tools/vite-locale-bundles.ts), by the shop's language code (the
 * locale folders' names). i18next itself knows the languages by their standard tags (docs/i18n.md#language-codes).
 */
export const localeBundles: Record<LangCode, () => Promise<{ default: Record<string, ResourceKey> }>> = {
  en: () => import('virtual:locale-bundle/en'),
  'zh-CN': () => import('virtual:locale-bundle/zh-CN'),
  ri: () => import('virtual:locale-bundle/ri'),
  han: () => import('virtual:locale-bundle/han'),
  tai: () => import('virtual:locale-bundle/tai'),
};

/** Every namespace: one JSON file per feature in locales/en, plus the contract's server messages. */
export { NAMESPACES };

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(tag, namespace, callback) {
    const lang = langOfTag(tag);
    if (!lang) return callback(null, {});
    const load = localeBundles[lang];
    load().then(
      (bundle) => callback(null, bundle.default[namespace] ?? {}),
      (err: Error) => callback(err, null),
    );
  },
};

/**
 * What every i18next instance of the shopper app shares, the browser's and the server's: languages by their
 * standard tags (ri's texts are i18next's "ja"), so i18next picks plural forms with Intl's rules of the real language
 * and no internal of it is patched; English is the fallback.
 */
export function i18nLanguageOptions(lang: LangCode) {
  return {
    lng: tagOf(lang),
    fallbackLng: tagOf(DEFAULT_LANG),
    supportedLngs: [...LANGUAGE_TAGS],
  };
}

/** The shop language code of what i18next shows (its "ja" is the shop's ri); English before the first init. */
export function languageOf(instance: { language?: string } = i18n): LangCode {
  return langOfTag(instance.language) ?? DEFAULT_LANG;
}

export async function initI18n(lang: LangCode): Promise<typeof i18n> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      ...i18nLanguageOptions(lang),
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { [tagOf(DEFAULT_LANG)]: { common: englishCommon } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // A key no language has: a screen test or a browser journey that installed the hook fails on it, a development
      // build says so in the console, production stays silent (docs/decisions/missing-translation-keys-fail-tests.md).
      saveMissing: true,
      missingKeyHandler: (lngs, ns, key) => {
        if (!reportMissingKey(lngs, ns, key) && import.meta.env.DEV)
          console.error(`[i18n] missing ${ns}:${key} (${lngs.join(',')})`);
      },
    });
  document.documentElement.lang = localeOf(lang);
  void applyAntdLocale(lang);
  return i18n;
}

/** Loads every namespace of the current language; route loaders call it beside the screen's own code. */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(NAMESPACES);
}

export async function changeLanguage(lang: LangCode): Promise<void> {
  await applyAntdLocale(lang);
  await i18n.changeLanguage(tagOf(lang));
  document.documentElement.lang = localeOf(lang);
}

export { i18n };
