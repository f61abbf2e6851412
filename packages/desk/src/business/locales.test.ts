import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../i18n/catalogue-check.ts';
import { stringsIn } from '../i18n/resources.ts';
import { businessResources } from './resources.ts';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const english = flatten(businessResources.en.business as Texts);

/** Every file of the business parts, to find the keys they ask for. */
const sources = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Words that are the same in every language: codes of the banking world. */
const SAME_EVERYWHERE = new Set(['payout.swift']);

describe.each(LANG_CODES.filter((lang) => lang !== 'en'))('the business parts in %s', (lang) => {
  it('have every key of English, with its placeholders, translated rather than copied', async () => {
    const translated = (await stringsIn(businessResources, lang)).business;
    expect(catalogueProblems(businessResources.en.business, translated, lang)).toEqual([]);
    const copied = Object.entries(flatten(translated as Texts)).filter(
      ([key, text]) => text === english[key] && !SAME_EVERYWHERE.has(key),
    );
    expect(copied).toEqual([]);
  });
});

it('has, in English, every key the code asks for', () => {
  const asked = Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => ({ file, key: match[1] ?? '' })),
  );
  expect(asked.length).toBeGreaterThan(30);
  expect(asked.filter(({ key }) => !(key in english)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
});
