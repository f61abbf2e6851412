import { DEFAULT_LANG, LANG_CODES, type LangCode, localeOf, normalizeLang } from '@shop/contract/languages';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import NAMESPACES from 'virtual:locale-namespaces';
import { applyAntdLocale } from './antd-locale.ts';

/**
 * English `common` (shell texts, titles, errors) is bundled; every other namespace, English included, loads with
 * the first screen, all of a language's namespaces in one chunk (server messages from the contract included).
 */
import englishCommon from '../locales/en/common.json';

/** All namespaces of one language in one module (tools/vite-locale-bundles.ts). */
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
  read(language, namespace, callback) {
    const load = localeBundles[language as LangCode];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle.default[namespace] ?? {}),
      (err: Error) => callback(err, null),
    );
  },
};

type PluralResolver = { getRule(code: string, options?: object): Intl.PluralRules | undefined };

/**
 * i18next picks plural forms (key_one, key_other) with Intl.PluralRules of the language code. Ours for Japanese,
 * Korean and Thai (ri, han, tai) are not locale tags, so Intl would fall back to the browser's own language: a
 * Japanese page on an English phone would look for "_one", on a Russian one for "_few". Each code's rules are
 * those of its locale instead (ri → ja-JP). Exported for the test.
 */
export function applyLocalePluralRules(instance: typeof i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const ruleOf = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => {
    const lang = normalizeLang(code);
    return ruleOf(lang ? localeOf(lang) : code, options);
  };
}

export async function initI18n(lang: LangCode): Promise<typeof i18n> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      supportedLngs: LANG_CODES,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: englishCommon } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      // Loud in development, silent in production: a missing key shows up in the console while building.
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (lngs, ns, key) => console.error(`[i18n] missing ${ns}:${key} (${lngs.join(',')})`),
    });
  applyLocalePluralRules(i18n);
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
  await i18n.changeLanguage(lang);
  document.documentElement.lang = localeOf(lang);
}

export { i18n };
