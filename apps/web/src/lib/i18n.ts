import { DEFAULT_LANG, LANG_CODES, type LangCode } from '@shop/contract/languages';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd-locale.ts';

/**
 * English `common` (shell texts, titles, errors) is bundled; every other namespace, English included, loads on
 * demand with the screen that needs it, one small JSON chunk per namespace and language. Server messages (validation rules shared with the API) come from the contract and
 * load on demand in every language: only forms need them, not the first page.
 */
import englishCommon from '../locales/en/common.json';

const lazyModules = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/common.json'], {
  import: 'default',
});
const messageModules = import.meta.glob<ResourceKey>('../../../../packages/contract/src/messages/*.json', {
  import: 'default',
});

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Every namespace: one JSON file per feature in locales/en, plus the contract's server messages. */
export const NAMESPACES = [
  ...Object.keys(import.meta.glob('../locales/en/*.json')).map(namespaceOf),
  'messages',
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loader =
      namespace === 'messages'
        ? Object.entries(messageModules).find(([path]) => path.endsWith(`/${language}.json`))?.[1]
        : lazyModules[`../locales/${language}/${namespace}.json`];
    if (!loader) return callback(null, {});
    loader().then(
      (resource) => callback(null, resource),
      (err: Error) => callback(err, null),
    );
  },
};

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
  document.documentElement.lang = lang;
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
  document.documentElement.lang = lang;
}

export { i18n };
