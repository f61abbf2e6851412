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

/** One language's strings of a module, its loader called if it has one (tests and catalogue checks). */
export async function stringsIn(resources: DeskResources, lang: LangCode): Promise<Namespaces> {
  const entry = resources[lang];
  return typeof entry === 'function' ? entry() : (entry ?? {});
}
