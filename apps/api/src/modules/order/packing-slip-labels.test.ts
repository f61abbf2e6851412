import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { SLIP_LABELS, slipLabel } from './packing-slip-labels.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the packing slip's labels", () => {
  const english = SLIP_LABELS.en;

  it.each(LANG_CODES.filter((lang) => lang !== 'en'))(
    '%s has every English label, translated, same placeholders',
    (lang) => {
      const labels = SLIP_LABELS[lang];
      expect(Object.keys(labels).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english) as [keyof typeof english, string][]) {
        expect(labels[key].trim(), `${lang}.${key}`).not.toBe('');
        expect(labels[key], `${lang}.${key} is still English`).not.toBe(text);
        expect(placeholders(labels[key]), `${lang}.${key}`).toEqual(placeholders(text));
      }
    },
  );

  it('fills placeholders', () => {
    expect(slipLabel('en', 'page', { page: 1, pages: 2 })).toBe('Page 1 of 2');
    expect(slipLabel('zh-CN', 'continued', { order_no: '2026120500000001' })).toBe('2026120500000001（续）');
  });
});
