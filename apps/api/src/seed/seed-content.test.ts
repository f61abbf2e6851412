import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { HELP_SUPPORT, LAW } from './seed-content.ts';

const PAGES = { HELP_SUPPORT, LAW };

/** Line layout of a page: true for a text line, false for a blank line (paragraph break). */
const layout = (text: string) => text.split('\n').map((line) => line.trim() !== '');

describe.each(Object.entries(PAGES))('%s seed page', (_name, page) => {
  it.each(LANG_CODES)('%s has a non-empty title and content', (lang) => {
    expect(page[lang]?.title.trim()).toBeTruthy();
    expect(page[lang]?.content.trim()).toBeTruthy();
  });

  it.each(LANG_CODES.filter((lang) => lang !== 'en'))('%s is translated from English', (lang) => {
    expect(page[lang].content.trim()).not.toBe(page.en.content.trim());
    expect(page[lang].title.trim()).not.toBe(page.en.title.trim());
  });

  it.each(LANG_CODES.filter((lang) => lang !== 'en'))('%s keeps the paragraphs and line breaks of English', (lang) => {
    expect(layout(page[lang].content)).toEqual(layout(page.en.content));
  });
});
