import contractEn from '@shop/contract/messages/en.json';
import deskEn from '../locales/en.json';
import { LANG_CODES } from '@shop/contract/languages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithI18n } from '../pictures/test-render.tsx';
import { LocalizedTabs, languageOfFirstError } from './localized-tabs.tsx';
import { localizedForm, localizedRequest, missingLanguages, textIn } from './localized-text.ts';

afterEach(cleanup);

describe('localized texts', () => {
  it('holds every language in the form, and sends English always and the others only when written', () => {
    expect(localizedForm({ en: 'Tea', ri: 'お茶' })).toEqual({ en: 'Tea', 'zh-CN': '', ri: 'お茶', han: '', tai: '' });
    expect(localizedRequest({ en: ' Tea ', 'zh-CN': ' 茶 ', ri: '  ', han: '', tai: 'ชา' })).toEqual({
      en: 'Tea',
      'zh-CN': '茶',
      tai: 'ชา',
    });
    expect(localizedRequest(undefined)).toEqual({ en: '' });
  });

  it('names the languages a text lacks, English never among them', () => {
    expect(missingLanguages({ en: 'Phones', 'zh-CN': '手机', ri: ' ' })).toEqual(['ri', 'han', 'tai']);
    expect(missingLanguages({ en: 'A', 'zh-CN': 'B', ri: 'C', han: 'D', tai: 'E' })).toEqual([]);
  });

  it('shows a text in the language asked for, else in English', () => {
    expect(textIn({ en: 'Tea', han: '차' }, 'han')).toBe('차');
    expect(textIn({ en: 'Tea', han: ' ' }, 'han')).toBe('Tea');
    expect(textIn(undefined, 'en')).toBe('');
  });

  it('names the language of the first problem, for its tab', () => {
    expect(languageOfFirstError([{ name: ['logo'] }, { name: ['name', 'tai'] }])).toBe('tai');
    expect(languageOfFirstError([{ name: ['logo'] }])).toBeUndefined();
  });
});

function Editor({ onFinish }: { onFinish(values: unknown): void }) {
  const [form] = Form.useForm();
  const [lang, setLang] = useState<(typeof LANG_CODES)[number]>('en');
  return (
    <Form form={form} initialValues={{ name: localizedForm({ en: '', ri: 'お茶屋' }) }} onFinish={onFinish}>
      <LocalizedTabs lang={lang} onLangChange={setLang} fields={[{ name: 'name', label: 'Shop name', max: 60 }]} />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('localized tabs', { timeout: 20_000 }, () => {
  it('requires English with the contract’s message and marks the languages that fall back to it', async () => {
    const i18n = await createTestI18n({ en: { ...contractEn, desk: deskEn } });
    const onFinish = vi.fn();
    renderWithI18n(<Editor onFinish={onFinish} />, i18n);

    expect(screen.getByRole('tab', { name: /^English/ })).toBeTruthy();
    // Japanese is written; Chinese, Korean and Thai fall back to English.
    expect(screen.getAllByText('Uses English')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the English text (the other languages fall back to it)')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getAllByLabelText('Shop name')[0] as HTMLElement, { target: { value: 'Tea House' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({ name: { en: 'Tea House', ri: 'お茶屋' } });
  });
});

describe("localized tabs in a desk's own words", { timeout: 20_000 }, () => {
  it('marks and explains a language left empty with the words given', async () => {
    const i18n = await createTestI18n({ en: { ...contractEn, desk: deskEn } });
    const words = { usesEnglish: 'Falls back', fallsBack: (language: string) => `Empty in ${language}` };
    function Own() {
      const [lang, setLang] = useState<(typeof LANG_CODES)[number]>('han');
      return (
        <Form initialValues={{ name: localizedForm({ en: 'Tea' }) }}>
          <LocalizedTabs
            lang={lang}
            onLangChange={setLang}
            words={words}
            fields={[{ name: 'name', label: 'Name', max: 60 }]}
          />
        </Form>
      );
    }
    renderWithI18n(<Own />, i18n);
    expect(screen.getAllByText('Falls back')).toHaveLength(4);
    expect(screen.getByText('Empty in 한국어')).toBeTruthy();
  });
});
