import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { stringsIn } from '../i18n/resources.ts';
import { productEditorResources } from './resources.ts';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const namespaces = ['product-editor', 'pictures'] as const;
const english = (ns: (typeof namespaces)[number]) => flatten(productEditorResources.en[ns] as Texts);

/** Every file of the editor and the picture fields, to find the keys they ask for. */
const sources = import.meta.glob(['./*.{ts,tsx}', '../pictures/*.{ts,tsx}', '!./*.test.*', '!../pictures/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('product editor texts', () => {
  for (const ns of namespaces) {
    for (const lang of LANG_CODES.filter((code) => code !== 'en')) {
      it(`has every ${ns} key of English in ${lang}, and no other, with the same placeholders`, async () => {
        const texts = flatten((await stringsIn(productEditorResources, lang))[ns] as Texts);
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english(ns)).sort());
        for (const [key, text] of Object.entries(texts)) {
          expect(text.trim(), `${lang} ${ns}:${key}`).not.toBe('');
          expect(placeholders(text), `${lang} ${ns}:${key}`).toEqual(placeholders(english(ns)[key] ?? ''));
        }
      });

      it(`translates the ${ns} texts into ${lang} rather than copying the English`, async () => {
        const texts = flatten((await stringsIn(productEditorResources, lang))[ns] as Texts);
        const copied = Object.entries(texts).filter(([key, text]) => {
          const words = text.replace(/\{\{\w+\}\}/g, '').replace(/SKU/g, '');
          return text === english(ns)[key] && /\p{L}/u.test(words);
        });
        expect(copied).toEqual([]);
      });
    }
  }

  it('has, in English, every key the code asks for', () => {
    const asked = Object.entries(sources).flatMap(([file, source]) => {
      const ns = file.startsWith('../pictures/') ? ('pictures' as const) : ('product-editor' as const);
      return [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => ({ file, ns, key: match[1] ?? '' }));
    });
    expect(asked.length).toBeGreaterThan(50);
    const missing = asked
      .filter(({ ns, key }) => !(key in english(ns)))
      .map(({ file, ns, key }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });
});
