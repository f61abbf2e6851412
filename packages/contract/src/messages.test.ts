import { describe, expect, it } from 'vitest';
import en from './messages/en.json' with { type: 'json' };
import han from './messages/han.json' with { type: 'json' };
import ri from './messages/ri.json' with { type: 'json' };
import tai from './messages/tai.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };

/** The translated catalogues, checked against English (the source). */
const translations: Record<string, unknown> = { 'zh-CN': zhCN, ri, han, tai };

/**
 * Dotted keys whose translation may legitimately equal the English text (brand names, codes...).
 * Empty: every server message is real text that must be translated.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([]);

/** Flattens a catalogue into dotted key → value; a non-string leaf is kept as is so the tests can reject it. */
function flatten(node: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, node);
  }
  return out;
}

/** The {{placeholders}} of a message, sorted, with repeats kept. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = flatten(en);

describe('server message catalogues', () => {
  it('English is a non-empty set of string messages', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, value] of english) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  describe.each(Object.entries(translations))('%s', (lang, catalogue) => {
    const messages = flatten(catalogue);

    it('has exactly the keys of English', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect({ lang, missing, extra }).toEqual({ lang, missing: [], extra: [] });
    });

    it('has no empty or non-string values', () => {
      const bad = [...messages].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
      expect(bad.map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders of English', () => {
      const differing = [...english]
        .filter(([key]) => typeof messages.get(key) === 'string')
        .filter(([key, text]) => {
          const a = placeholders(text as string);
          const b = placeholders(messages.get(key) as string);
          return a.join('\u0000') !== b.join('\u0000');
        })
        .map(([key, text]) => ({
          key,
          en: placeholders(text as string),
          [lang]: placeholders(messages.get(key) as string),
        }));
      expect(differing).toEqual([]);
    });

    it('translates every message (no value left identical to English)', () => {
      const untranslated = [...english]
        .filter(([key, text]) => messages.get(key) === text && !SAME_AS_ENGLISH_ALLOWED.has(key))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});
