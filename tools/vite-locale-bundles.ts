import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:locale-bundle/';
const NAMESPACES_ID = 'virtual:locale-namespaces';

export interface LocaleBundlesOptions {
  /** locales/<lang>/<namespace>.json */
  localesDir: string;
  /** <lang>.json: the server messages shared with the API, loaded as the `messages` namespace. */
  messagesDir: string;
  /** Namespaces bundled into the app itself for English (they are not repeated in the English bundle). */
  bundledEnglish: string[];
}

/**
 * One module per language holding all its namespaces (`import('virtual:locale-bundle/ri')`). The first screen
 * loads every namespace of the language anyway; one request instead of one per namespace is faster on a phone,
 * and the app's loader shrinks from a map of every file to a map of five languages.
 */
export function localeBundles({ localesDir, messagesDir, bundledEnglish }: LocaleBundlesOptions): Plugin {
  return {
    name: 'locale-bundles',
    resolveId(id) {
      return id.startsWith(PREFIX) || id === NAMESPACES_ID ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${NAMESPACES_ID}`) {
        const english = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
        return `export default ${JSON.stringify([...english.map((f) => f.slice(0, -'.json'.length)).sort(), 'messages'])};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = id.slice(PREFIX.length + 1);
      const dir = path.join(localesDir, lang);
      const bundle: Record<string, unknown> = {};
      for (const file of fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const namespace = file.slice(0, -'.json'.length);
        if (lang === 'en' && bundledEnglish.includes(namespace)) continue;
        this.addWatchFile(path.join(dir, file));
        bundle[namespace] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      }
      const messages = path.join(messagesDir, `${lang}.json`);
      this.addWatchFile(messages);
      bundle.messages = JSON.parse(fs.readFileSync(messages, 'utf8'));
      return `export default ${JSON.stringify(bundle)};`;
    },
  };
}
