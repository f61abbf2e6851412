import en from '@shop/contract/messages/en.json';
import han from '@shop/contract/messages/han.json';
import ri from '@shop/contract/messages/ri.json';
import tai from '@shop/contract/messages/tai.json';
import zhCN from '@shop/contract/messages/zh-CN.json';
import { LANG_CODES, type LangCode } from '@shop/contract/languages';
import { fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import { createTestI18n, renderWithI18n } from '../pictures/test-render.tsx';
import { ProductEditor, type ProductEditorProps } from './product-editor.tsx';
import { PICTURES, TEE } from './product-fixtures.ts';
import { stringsIn } from '../i18n/resources.ts';
import { productEditorResources } from './resources.ts';

/** The product editor's tests' helpers (tests only). */

const validation: Record<LangCode, Record<string, string>> = {
  en: en.validation,
  'zh-CN': zhCN.validation,
  ri: ri.validation,
  han: han.validation,
  tai: tai.validation,
};

/** An i18next instance as an app sets it up for the editor: its texts plus the contract's `validation` messages. */
export async function editorI18n(lng: LangCode = 'en') {
  const resources = Object.fromEntries(
    await Promise.all(
      LANG_CODES.map(async (lang) => [
        lang,
        { ...(await stringsIn(productEditorResources, lang)), validation: validation[lang] },
      ]),
    ),
  );
  return createTestI18n(resources, lng);
}

export const CATEGORIES = [
  { id: 7, name: 'Clothing' },
  { id: 8, name: 'Home' },
];
export const SHOPS = [{ id: 3, name: 'Blue Harbor' }];

/** The editor on the T-shirt (unless `props` say otherwise), its callbacks recorded. */
export function showEditor(i18n: I18n, props: Partial<ProductEditorProps> = {}) {
  const onSubmit = vi.fn<ProductEditorProps['onSubmit']>(async () => ({ id: 42 }));
  const onSaved = vi.fn();
  const onDirtyChange = vi.fn();
  const upload = vi.fn(async () => ({ url: PICTURES[0] as string }));
  const view = renderWithI18n(
    <ProductEditor
      product={TEE}
      categories={CATEGORIES}
      upload={upload}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onDirtyChange={onDirtyChange}
      {...props}
    />,
    i18n,
  );
  return { ...view, onSubmit, onSaved, onDirtyChange, upload };
}

export const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** A button by its visible text (role queries are slow on a page this size in happy-dom). */
export const button = (text: string) =>
  // antd spaces out a two-character CJK label ("保 存").
  screen
    .getByText((_, el) => el?.tagName === 'SPAN' && el.textContent?.replace(/\s/g, '') === text.replace(/\s/g, ''))
    .closest('button') as HTMLButtonElement;
/** The message under a field. */
export const errorOf = (field: HTMLElement) =>
  field.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? '';
/** The save bar's list of problems, as read. */
export const problems = (name = 'Problems to fix') =>
  [...screen.getByLabelText(name).querySelectorAll('li')].map((item) => item.textContent);
/** Each SKU row's price: [its label, its value]. */
export const prices = () =>
  screen.getAllByLabelText(/^Price of /).map((el) => [el.getAttribute('aria-label'), (el as HTMLInputElement).value]);
