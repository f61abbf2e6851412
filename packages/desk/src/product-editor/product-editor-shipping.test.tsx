import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEE } from './product-fixtures.ts';
import { formFromProduct, requestFromForm } from './product-form.ts';
import { button, editorI18n, errorOf, input, problems, showEditor, type } from './test-editor.tsx';

const save = () => fireEvent.click(button('Save'));

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n();
});
afterEach(cleanup);

describe('the product form: parcel data', () => {
  it('loads and sends every parcel field, empty ones as null so that a save clears them', () => {
    const values = formFromProduct(TEE);
    expect(requestFromForm(values)).toMatchObject({
      weight_g: 220,
      length_mm: 300,
      hs_code: '610910',
      origin_country: 'PT',
      skus: [{ weight_g: null }, { weight_g: 240 }, { weight_g: null }, { weight_g: null }],
    });
    const cleared = { ...values, weight_g: null, hs_code: '  ', origin_country: undefined };
    expect(requestFromForm(cleared)).toMatchObject({ weight_g: null, hs_code: null, origin_country: null });
    expect(requestFromForm(formFromProduct(undefined))).toMatchObject({
      weight_g: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      hs_code: null,
      origin_country: null,
    });
  });
});

// antd forms in happy-dom take about a second a test alone, and several when the machine's cores are busy.
describe('ProductEditor: shipping and customs', { timeout: 20_000 }, () => {
  it('shows the weight, size, HS code and origin, and each SKU’s own weight', () => {
    showEditor(i18n);
    expect(screen.getByText('Shipping and customs')).toBeTruthy();
    expect(input('Weight (g)').value).toBe('220');
    expect(input('Length (mm)').value).toBe('300');
    expect(input('Width (mm)').value).toBe('250');
    expect(input('Height (mm)').value).toBe('30');
    expect(input('HS code').value).toBe('610910');
    expect(screen.getByTitle('Portugal (PT)')).toBeTruthy();
    expect(input('Weight (g) of Red / M').value).toBe('240');
    expect(input('Weight (g) of Red / S').value).toBe('');
    expect(input('Weight (g) of Red / S').placeholder).toBe('As product');
  });
  it('refuses a bad HS code on its field and in the save bar, and sends nothing', async () => {
    const { onSubmit } = showEditor(i18n);
    type('HS code', '61.09');
    save();
    await waitFor(() => expect(errorOf(input('HS code'))).toBe('The HS code is 6 to 10 digits'));
    expect(problems()).toEqual(['HS code: The HS code is 6 to 10 digits']);
    expect(onSubmit).not.toHaveBeenCalled();
  });
  it('sends a SKU’s weight typed in the table and a cleared product weight as null', async () => {
    const { onSubmit } = showEditor(i18n);
    type('Weight (g) of Blue / S', '300');
    type('Weight (g)', '');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0];
    expect(body?.weight_g).toBeNull();
    expect(body?.skus.map((sku) => sku.weight_g)).toEqual([null, 240, 300, null]);
  });
  it('speaks the user’s language', async () => {
    showEditor(await editorI18n('ri'));
    expect(screen.getByText('配送と通関')).toBeTruthy();
    expect(screen.getByLabelText('原産国')).toBeTruthy();
  });
});
