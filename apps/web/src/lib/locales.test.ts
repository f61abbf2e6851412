// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

function leaves(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    Object.assign(out, leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const read = (lang: string, file: string) =>
  leaves(JSON.parse(fs.readFileSync(path.join(localesDir, lang, file), 'utf8')));
const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort().join(',');

/** Every visible string of the shop exists in all five languages: a missing key fails here. */
describe.each(LANG_CODES.filter((l) => l !== 'en'))('the %s translation of the shopper app', (lang) => {
  it.each(namespaces)('has every key of %s, non-empty, with the same placeholders', (file) => {
    const english = read('en', file);
    const translated = read(lang, file);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(translated[key], `${lang}/${file}: ${key}`).toBeTruthy();
      expect(placeholders(translated[key] ?? ''), `${lang}/${file}: ${key}`).toBe(placeholders(text));
    }
  });
});
