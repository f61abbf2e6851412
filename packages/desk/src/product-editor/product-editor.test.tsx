import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { button, editorI18n, input, prices, showEditor, type } from './test-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
});
afterEach(cleanup);

// antd forms in happy-dom take about a second a test alone, and several when the machine's cores are busy.
describe('ProductEditor: the SKU matrix', { timeout: 20_000 }, () => {
  it('loads a product with two specifications and shows one row per combination', () => {
    showEditor(i18n);
    expect(prices()).toEqual([
      ['Price of Red / S', '12.50'],
      ['Price of Red / M', '12.50'],
      ['Price of Blue / S', '13.00'],
      ['Price of Blue / M', '13.00'],
    ]);
    expect(input('Compare-at price of Red / S').value).toBe('15.00');
    expect(input('Compare-at price of Red / M').value).toBe('');
    expect(input('Stock of Blue / S').value).toBe('6');
    expect(input('Colour, Value 1, 简体中文').value).toBe('红色');
    expect(screen.getByText('SKUs: 4, one for each combination of the specification values.')).toBeTruthy();
  });
  it('marks the language tabs whose text falls back to English', () => {
    showEditor(i18n);
    const tabs = [...document.querySelectorAll('[role=tab]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['English*', '简体中文', '日本語Uses English', '한국어Uses English', 'ไทยUses English']);
  });
  it('adds rows for a new value and keeps every other row’s price and stock', async () => {
    showEditor(i18n);
    type('Price of Blue / M', '14.00');
    fireEvent.click(button('Add a value to Size'));
    fireEvent.change(await screen.findByLabelText('Size, Value 3, English'), { target: { value: 'L' } });
    await waitFor(() =>
      expect(prices()).toEqual([
        ['Price of Red / S', '12.50'],
        ['Price of Red / M', '12.50'],
        ['Price of Red / L', ''],
        ['Price of Blue / S', '13.00'],
        ['Price of Blue / M', '14.00'],
        ['Price of Blue / L', ''],
      ]),
    );
    expect(input('Stock of Blue / S').value).toBe('6');
    expect(input('Stock of Blue / L').value).toBe('0');
  });
  it('keeps the later rows whole when a value in the middle is removed', async () => {
    showEditor(i18n);
    fireEvent.click(input('Remove Colour value 1'));
    await waitFor(() =>
      expect(prices()).toEqual([
        ['Price of Blue / S', '13.00'],
        ['Price of Blue / M', '13.00'],
      ]),
    );
    expect(input('Stock of Blue / S').value).toBe('6');
  });
  it('fills a column on every row', async () => {
    showEditor(i18n);
    fireEvent.click(input('Fill column: Price'));
    fireEvent.change(await screen.findByLabelText('Price for every SKU'), { target: { value: '9.90' } });
    fireEvent.click(button('Apply to all'));
    expect(prices().map(([, value]) => value)).toEqual(['9.90', '9.90', '9.90', '9.90']);
    expect(input('Compare-at price of Red / S').value).toBe('15.00');
  });
  it('merges the rows of a removed specification into its first value', async () => {
    showEditor(i18n);
    fireEvent.click(button('Remove Size'));
    fireEvent.click((await screen.findByText('Remove')).closest('button') as HTMLButtonElement);
    await waitFor(() =>
      expect(prices()).toEqual([
        ['Price of Red', '12.50'],
        ['Price of Blue', '13.00'],
      ]),
    );
  });
});
