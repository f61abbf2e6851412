import { DEFAULT_LANG, LANG_CODES, type LangCode } from '@shop/contract/languages';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyAntdLocale } from './antd-locale.ts';

/**
 * English is bundled (it is the fallback and the key source); the other languages load on demand, one small
 * JSON chunk per namespace. Server messages (validation rules shared with the API) come from the contract and
 * load on demand in every language: only forms need them, not the first page.
 */
const englishModules = import.meta.glob<ResourceKey>('../locales/en/*.json', { eager: true, import: 'default' });
const lazyModules = import.meta.glob<ResourceKey>(['../locales/*/*.json', '!../locales/en/*.json'], { import: 'default' });
const messageModules = import.meta.glob<ResourceKey>('../../../../packages/contract/src/messages/*.json', {
  import: 'default',
});

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const english: Record<string, ResourceKey> = {};
for (const [path, resource] of Object.entries(englishModules)) english[namespaceOf(path)] = resource;
export const NAMESPACES = [...Object.keys(english), 'messages'];

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
      ns: NAMESPACES,
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: english },
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

export async function changeLanguage(lang: LangCode): Promise<void> {
  await applyAntdLocale(lang);
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

export { i18n };
