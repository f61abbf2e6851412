import { langOfTag, tagOf } from '@shop/contract/language-tags';
import { DEFAULT_LANG, type LangCode, localeOf, normalizeLang } from '@shop/contract/languages';
import { reportMissingKey } from '@shop/contract/missing-keys';
import type { Locale } from 'antd/es/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { accountSecurityResources } from '../account-security/resources.ts';
import { loadAntdLocale } from './antd-locale.ts';
import { contractMessageResources, deskResources } from './desk-resources.ts';
import { type DeskResources, type Namespaces, stringsIn } from './resources.ts';

export interface DeskI18nOptions {
  /** Names the app's storage key of the chosen language (`<app>-lang`), apart from the other desk app's. */
  app: string;
  /** The languages the switch offers, English first; only languages every namespace of the app has. */
  languages: readonly LangCode[];
  /**
   * The namespaces of the pages before signing in (sign-in, password recovery, an application), English bundled with
   * the app's entry: the first screen renders without waiting for a string.
   */
  resources: readonly DeskResources[];
  /**
   * The namespaces of the signed-in pages (the app's features, the product editor's, the business parts'), English
   * too fetched by `loadSignedIn` when the signed-in frame is: the sign-in page does not download them
   * (docs/desk-kit.md#loading-on-use).
   */
  signedInResources?: () => Promise<readonly DeskResources[]>;
}

/** A desk app's translations: the i18next instance and the language the user chose. */
export interface DeskI18n {
  readonly i18n: I18n;
  readonly languages: readonly LangCode[];
  /** The language on screen (also sent as the `lang` header, so server messages match it). */
  language(): LangCode;
  /** Loads the language's strings and antd's texts, then switches every mounted component, and remembers it. */
  changeLanguage(lang: LangCode): Promise<void>;
  /** antd's texts for the language on screen (undefined: antd's built-in English). */
  antdLocale(): Locale | undefined;
  /** Settles once the remembered language is loaded: render after it, or the first screen flashes in English. */
  readonly ready: Promise<void>;
  /**
   * Loads the signed-in pages' namespaces in the language on screen and in English, the fallback (a later switch
   * loads them in its language); settles at once the second time. The signed-in frame's route waits for it beside its code, so no signed-in page renders a missing key.
   */
  loadSignedIn(): Promise<void>;
  /** The signed-in frame's module once the signed-in strings are loaded too: the frame route's `lazy`. */
  withSignedInStrings<Module>(frame: Promise<Module>): Promise<Module>;
}

/**
 * A key no language has: a screen test or a browser journey that installed the hook fails on it, a development build
 * says so in the console, production stays silent where English fills in
 * (docs/decisions/missing-translation-keys-fail-tests.md).
 */
function onMissingKey(languages: readonly string[], namespace: string, key: string): void {
  if (!reportMissingKey(languages, namespace, key) && import.meta.env.DEV)
    console.error(`[i18n] missing ${namespace}:${key} (${languages.join(',')})`);
}

/** Registers a bundle's namespaces with the instance's: no two modules may claim one. */
function claimNamespaces(taken: Set<string>, bundle: DeskResources): void {
  for (const namespace of Object.keys(bundle.en)) {
    if (taken.has(namespace)) throw new Error(`Two modules define the i18n namespace "${namespace}"`);
    taken.add(namespace);
  }
}

/**
 * One i18next instance for a desk app: desk's own `desk` and `account-security` namespaces and the server's messages
 * (`validation`, `errors`, …) beside the app's namespaces; English bundled as the fallback; the language kept in localStorage.
 * i18next knows the languages by their standard tags (the seller's Japanese is "ja", so its plural forms are
 * Japanese ones); the shop's codes (ri, han, tai) stay at the edges: the stored choice, `language()` and the `lang`
 * header (docs/i18n.md#language-codes).
 */
export function createDeskI18n({ app, languages, resources, signedInResources }: DeskI18nOptions): DeskI18n {
  const bundles: DeskResources[] = [deskResources, accountSecurityResources, contractMessageResources, ...resources];
  const storageKey = `${app}-lang`;
  const instance = i18next.createInstance();
  // Every namespace registered, the signed-in pages' too once loaded.
  const namespaces = new Set<string>();
  for (const bundle of bundles) claimNamespaces(namespaces, bundle);
  const english: Namespaces = Object.assign({}, ...bundles.map((bundle) => bundle.en));
  // Which languages of which bundle the instance holds, and the language last asked for (on screen, or on its way).
  const added = new Map<DeskResources, Set<LangCode>>(bundles.map((bundle) => [bundle, new Set([DEFAULT_LANG])]));
  let asked: LangCode = DEFAULT_LANG;
  const antdLocales = new Map<LangCode, Locale | undefined>([[DEFAULT_LANG, undefined]]);

  void instance.use(initReactI18next).init({
    lng: tagOf(DEFAULT_LANG),
    fallbackLng: tagOf(DEFAULT_LANG),
    supportedLngs: languages.map(tagOf),
    load: 'currentOnly',
    resources: { [tagOf(DEFAULT_LANG)]: english },
    ns: Object.keys(english),
    defaultNS: 'desk',
    partialBundledLanguages: true,
    // English is bundled, so the instance is ready at once: tests and the first render need no await.
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: onMissingKey,
  });

  /** Adds the language's strings of every bundle that lacks them. */
  async function loadStrings(lang: LangCode): Promise<void> {
    const missing = bundles.filter((bundle) => !added.get(bundle)?.has(lang));
    const parts = await Promise.all(missing.map((bundle) => stringsIn(bundle, lang)));
    missing.forEach((bundle, index) => {
      for (const [namespace, strings] of Object.entries(parts[index] ?? {})) {
        instance.addResourceBundle(tagOf(lang), namespace, strings, true, true);
      }
      added.get(bundle)?.add(lang);
    });
  }

  async function loadAntd(lang: LangCode): Promise<void> {
    if (!antdLocales.has(lang)) antdLocales.set(lang, await loadAntdLocale(lang));
  }

  const current = (): LangCode => langOfTag(instance.language) ?? DEFAULT_LANG;

  async function changeLanguage(lang: LangCode): Promise<void> {
    if (!languages.includes(lang)) return;
    asked = lang;
    try {
      await Promise.all([loadStrings(lang), loadAntd(lang)]);
    } catch (err) {
      // The screen stays in its language: the signed-in strings are not to be fetched in this one.
      asked = current();
      throw err;
    }
    await instance.changeLanguage(tagOf(lang));
    localStorage.setItem(storageKey, lang);
    document.documentElement.lang = localeOf(lang);
  }

  let signedIn: Promise<void> | undefined;
  function loadSignedIn(): Promise<void> {
    signedIn ??= (async () => {
      const later = (await signedInResources?.()) ?? [];
      for (const bundle of later) {
        if (added.has(bundle)) continue;
        claimNamespaces(namespaces, bundle);
        bundles.push(bundle);
        added.set(bundle, new Set());
      }
      // English (the fallback of a key a language lacks) and the language on screen; a language being switched to
      // is loaded too when it can be (its switch loaded these itself if they were here first).
      const needed = new Set([DEFAULT_LANG, current()]);
      await Promise.all([
        ...[...needed].map(loadStrings),
        needed.has(asked) ? undefined : loadStrings(asked).catch(() => undefined),
      ]);
    })();
    // A failed download is not kept: the frame's route shows its error page, whose button reloads the app.
    signedIn.catch(() => {
      signedIn = undefined;
    });
    return signedIn;
  }

  const remembered = normalizeLang(localStorage.getItem(storageKey));
  const ready =
    remembered && remembered !== DEFAULT_LANG && languages.includes(remembered)
      ? changeLanguage(remembered).catch(() => undefined)
      : Promise.resolve();

  return {
    i18n: instance,
    languages,
    language: current,
    changeLanguage,
    antdLocale: () => antdLocales.get(current()),
    ready,
    loadSignedIn,
    withSignedInStrings: (frame) => Promise.all([frame, loadSignedIn()]).then(([module]) => module),
  };
}
