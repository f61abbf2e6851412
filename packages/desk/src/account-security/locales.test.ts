import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, leaves } from '../i18n/catalogue-check.ts';
import { accountSecurityResources } from './resources.ts';

const english = leaves(accountSecurityResources.en['account-security']);

/** The parts that ask for the namespace's words: this folder and the sign-in form's link and code step. */
const sources = import.meta.glob(['./*.{ts,tsx}', '../app-shell/login-form.tsx', '!./*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe.each(LANG_CODES.filter((lang) => lang !== 'en'))('the account-security words in %s', (lang) => {
  it('have every key of English, with its placeholders, translated rather than copied', async () => {
    const translated = (await accountSecurityResources[lang]())['account-security'];
    expect(catalogueProblems(accountSecurityResources.en['account-security'], translated, lang)).toEqual([]);
    const copied = Object.entries(leaves(translated)).filter(([key, text]) => text === english[key]);
    expect(copied).toEqual([]);
  });
});

it('has, in English, every key the code asks for (a plural by its forms)', () => {
  const asked = Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => ({ file, key: match[1] ?? '' })),
  );
  expect(asked.length).toBeGreaterThan(60);
  const missing = asked.filter(({ key }) => !(key in english) && !(`${key}_other` in english));
  expect(missing.map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
});
