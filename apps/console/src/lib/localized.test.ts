import { describe, expect, it } from 'vitest';
import { localizedForm, localizedRequest, missingLanguages, textIn } from './localized.ts';

describe('localized texts', () => {
  it('fills every language of the form, and sends English always and the other languages only when written', () => {
    const form = localizedForm({ en: 'Phones', 'zh-CN': '手机' });
    expect(form).toEqual({ en: 'Phones', 'zh-CN': '手机', ri: '', han: '', tai: '' });
    expect(localizedRequest({ ...form, ri: '  ', han: ' 휴대폰 ' })).toEqual({
      en: 'Phones',
      'zh-CN': '手机',
      han: '휴대폰',
    });
    expect(localizedRequest(localizedForm())).toEqual({ en: '' });
  });

  it('shows the text in the language on screen, else in English, and names the languages it lacks', () => {
    const text = { en: 'Phones', 'zh-CN': '手机', ri: '' };
    expect(textIn(text, 'zh-CN')).toBe('手机');
    expect(textIn(text, 'ri')).toBe('Phones');
    expect(missingLanguages(text)).toEqual(['ri', 'han', 'tai']);
    expect(missingLanguages({ en: 'A', 'zh-CN': 'B', ri: 'C', han: 'D', tai: 'E' })).toEqual([]);
  });
});
