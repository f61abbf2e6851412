import { LANG_CODES } from '@shop/contract/languages';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-check.ts';
import { accountSecurityResources } from '../account-security/resources.ts';
import { contractMessageResources, deskResources } from './desk-resources.ts';
import type { DeskResources } from './resources.ts';

async function namespacesOf(resources: DeskResources, lang: (typeof LANG_CODES)[number]) {
  const entry = resources[lang];
  return typeof entry === 'function' ? entry() : entry;
}

/** Every namespace desk registers claims all five languages: a missing or broken string fails here. */
describe.each(LANG_CODES.filter((lang) => lang !== 'en'))('desk strings in %s', (lang) => {
  it.each([
    ['desk', deskResources],
    ['account-security', accountSecurityResources],
    ['server messages', contractMessageResources],
  ] as const)('has every key of the %s namespaces, with their placeholders', async (_name, resources) => {
    const translated = await namespacesOf(resources, lang);
    expect(translated, lang).toBeDefined();
    for (const [namespace, english] of Object.entries(resources.en)) {
      expect(catalogueProblems(english, translated?.[namespace], lang), `${lang}/${namespace}`).toEqual([]);
    }
  });
});

describe('catalogue check', () => {
  const english = {
    title: 'Orders',
    list: { total_one: '{{count}} order', total_other: '{{count}} orders', shop: 'Shop {{name}}' },
  };

  it('accepts a whole translation with the plural forms of its language', () => {
    expect(
      catalogueProblems(
        english,
        { title: '订单', list: { total_other: '{{count}} 个订单', shop: '店铺 {{name}}' } },
        'zh-CN',
      ),
    ).toEqual([]);
  });

  it('names missing and empty strings, lost placeholders and keys English does not have', () => {
    expect(catalogueProblems(english, { title: ' ', list: { shop: '店铺', extra: 'x' } }, 'zh-CN')).toEqual([
      'missing title',
      'missing list.total_other',
      'list.shop lacks {{name}}',
      'unknown list.extra',
    ]);
  });

  it('takes a bare key beside its plural forms as the form a language lacks, as i18next does', () => {
    const server = { LEFT: '{{left}} attempts left', LEFT_one: '{{left}} attempt left' };
    expect(catalogueProblems(server, { LEFT: '还剩 {{left}} 次' }, 'zh-CN')).toEqual([]);
    expect(catalogueProblems(server, { LEFT: '还剩 次' }, 'zh-CN')).toEqual([
      'LEFT lacks {{left}}',
      'LEFT_other lacks {{left}}',
    ]);
  });

  it('asks a language with more plural forms for each of them', () => {
    expect(catalogueProblems({ n_one: '{{count}} item', n_other: '{{count}} items' }, { n_other: 'x' }, 'en')).toEqual([
      'missing n_one',
    ]);
  });
});
