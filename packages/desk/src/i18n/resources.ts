import type { LangCode } from '@shop/contract/languages';
import type { ResourceKey } from 'i18next';

/** One language's strings: namespace → its JSON. */
export type Namespaces = Record<string, ResourceKey>;

/**
 * A module's strings in the languages it has: English bundled (the fallback and the key type), the others as they
 * are or as a loader, so a language's strings are downloaded only when someone picks it. A namespace that lists a
 * language claims every key of its English file there (a test checks it).
 */
export type DeskResources = { en: Namespaces } & Partial<Record<LangCode, Namespaces | (() => Promise<Namespaces>)>>;

/** One language's strings of a module, its loader called if it has one. */
export async function stringsIn(resources: DeskResources, lang: LangCode): Promise<Namespaces> {
  const entry = resources[lang];
  return typeof entry === 'function' ? entry() : (entry ?? {});
}

/**
 * A module's strings without the namespaces another module already registers (a desk's whole catalogue without its
 * first screen's, registered apart): every namespace is registered once.
 */
export function exceptNamespaces(resources: DeskResources, taken: DeskResources): DeskResources {
  const omit = (namespaces: Namespaces): Namespaces =>
    Object.fromEntries(Object.entries(namespaces).filter(([namespace]) => !(namespace in taken.en)));
  const result: DeskResources = { en: omit(resources.en) };
  for (const [lang, entry] of Object.entries(resources) as [LangCode, DeskResources[LangCode]][]) {
    if (lang === 'en' || entry === undefined) continue;
    result[lang] = typeof entry === 'function' ? () => entry().then(omit) : omit(entry);
  }
  return result;
}

/**
 * A language's loader of named namespaces from their JSON modules, in the same order:
 * `namespacesFrom(['auth', 'seller'], () => Promise.all([import('./ri/auth.json'), import('./ri/seller.json')]))`.
 * The imports stay literal in the app, so the bundler splits each language into its own file.
 */
export function namespacesFrom(
  names: readonly string[],
  load: () => Promise<readonly { default: ResourceKey }[]>,
): () => Promise<Namespaces> {
  return () =>
    load().then((modules) => {
      if (modules.length !== names.length) throw new Error(`${names.length} namespaces, ${modules.length} modules`);
      return Object.fromEntries(modules.map((module, index) => [names[index], module.default]));
    });
}
