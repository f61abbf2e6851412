import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PICTURES } from './product-fixtures.ts';
import { button, editorI18n, errorOf, input, problems, SHOPS, showEditor, type } from './test-editor.tsx';

const save = () => fireEvent.click(button('Save'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
});
afterEach(cleanup);

// antd forms in happy-dom take about a second a test alone, and several when the machine's cores are busy.
describe('ProductEditor: saving', { timeout: 20_000 }, () => {
  it('shows a compare-at price below the price on its cell and sends nothing', async () => {
    const { onSubmit } = showEditor(i18n);
    type('Compare-at price of Blue / M', '12.00');
    save();
    await waitFor(() =>
      expect(errorOf(input('Compare-at price of Blue / M'))).toBe('The compare-at price must be above the price'),
    );
    expect(errorOf(input('Compare-at price of Red / S'))).toBe('');
    expect(problems()).toEqual(['Blue / M: Compare-at price: The compare-at price must be above the price']);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('puts a missing English title on the English tab and lists every problem of a new product', async () => {
    const { onSubmit } = showEditor(i18n, { product: undefined });
    save();
    const [englishTitle] = screen.getAllByLabelText('Title');
    await waitFor(() =>
      expect(errorOf(englishTitle as HTMLElement)).toBe(
        'Please enter the English text (the other languages fall back to it)',
      ),
    );
    const panel = englishTitle?.closest('[role=tabpanel]');
    const selected = document.querySelector('[role=tab][aria-selected=true]');
    expect(selected?.getAttribute('aria-controls')).toBe(panel?.id);
    expect(selected?.textContent).toContain('English');
    expect(selected?.querySelector('[aria-label="Has problems"]')).toBeTruthy();
    expect(problems()).toEqual([
      'Category: Please choose a category',
      'Title (English): Please enter the English text (the other languages fall back to it)',
      'Description (English): Please enter the English text (the other languages fall back to it)',
      'Pictures: Add 1 to 9 pictures',
      'Single SKU: Price: Please enter a correct amount',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends exactly the contract body, with the stock it loaded beside the stock wanted', async () => {
    const { onSubmit, onSaved, onDirtyChange } = showEditor(i18n, { shops: SHOPS });
    type('Stock of Red / S', '7');
    type('Price of Blue / S', '13.50');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      id: 42,
      shop_id: 3,
      code: 'TEE-01',
      category_id: 7,
      title: { en: 'Linen tee', 'zh-CN': '亚麻T恤' },
      description: { en: 'Soft linen.', 'zh-CN': '柔软亚麻。' },
      images: PICTURES,
      specs: [
        { name: { en: 'Colour', 'zh-CN': '颜色' }, values: [{ en: 'Red', 'zh-CN': '红色' }, { en: 'Blue' }] },
        { name: { en: 'Size' }, values: [{ en: 'S' }, { en: 'M' }] },
      ],
      skus: [
        { options: [0, 0], price: '12.50', compare_at_price: '15.00', stock: 7, loaded_stock: 10, weight_g: null },
        { options: [0, 1], price: '12.50', compare_at_price: null, stock: 4, loaded_stock: 4, weight_g: 240 },
        { options: [1, 0], price: '13.50', compare_at_price: null, stock: 6, loaded_stock: 6, weight_g: null },
        { options: [1, 1], price: '13.00', compare_at_price: null, stock: 0, loaded_stock: 0, weight_g: null },
      ],
      on_sale: true,
      weight_g: 220,
      length_mm: 300,
      width_mm: 250,
      height_mm: 30,
      hs_code: '610910',
      origin_country: 'PT',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 42 }));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    expect(screen.getByText('Saved')).toBeTruthy();

    // Saved again, the stock just saved is the stock loaded: the change is not applied twice. antd's button leaves
    // its loading state in a commit of its own, and ignores a click until then, as it would a person's.
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0].skus[0]).toEqual({
      options: [0, 0],
      price: '12.50',
      compare_at_price: '15.00',
      stock: 7,
      loaded_stock: 7,
      weight_g: null,
    });
  });
  it('puts the server’s field answers on their fields, and its other refusals in the save bar', async () => {
    const { onSubmit, onSaved } = showEditor(i18n);
    onSubmit.mockRejectedValueOnce(
      Object.assign(new Error('Please check the form'), { fields: { 'skus.1.price': 'priceInvalid' } }),
    );
    save();
    await waitFor(() => expect(errorOf(input('Price of Red / M'))).toBe('Enter a price of at least 0.01'));
    expect(problems()).toEqual(['Red / M: Price: Enter a price of at least 0.01']);

    type('Price of Red / M', '12.60');
    await waitFor(() => expect(errorOf(input('Price of Red / M'))).toBe(''));
    expect(screen.queryByLabelText('Problems to fix')).toBeNull();

    onSubmit.mockRejectedValueOnce(new Error('Stock cannot go below 0'));
    save();
    expect(await screen.findByText('Stock cannot go below 0')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
  it('speaks the user’s language, validation messages included, and asks the console for the shop first', async () => {
    const chinese = await editorI18n('zh-CN');
    const { onSubmit } = showEditor(chinese, { product: undefined, shops: SHOPS });
    fireEvent.click(button('保存'));
    expect(await screen.findByText('保存前请修正以下问题（6）：')).toBeTruthy();
    expect(problems('待修正的问题').slice(0, 2)).toEqual(['店铺：请选择店铺', '类目：请选择分类']);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
