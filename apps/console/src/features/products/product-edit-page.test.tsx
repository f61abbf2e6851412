import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, PICTURE, product, shopOptions, UPLOADED } from '../../test/catalogue-fixtures.ts';
import { type Answer, fakeApi, ok, refused } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProductEditPage } from './product-edit-page.tsx';

function show(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/catalogue/products', element: <p>The product list</p> },
      { path: '/catalogue/products/new', element: <ProductEditPage /> },
      { path: '/catalogue/products/:id', element: <ProductEditPage /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

function api(save: Answer = ok(product, 'Save success')) {
  return fakeApi({
    '/api/console/product': ok(product),
    '/api/console/categories': ok({ list: categories }),
    '/api/console/shop_options': ok({ list: shopOptions }),
    '/api/console/upload': ok({ url: UPLOADED }),
    '/api/console/product/save': save,
  });
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** antd spaces out a two-character label ("Save" is not affected, "保 存" is). */
const saveButton = () => screen.getByText('Save', { selector: 'button span' }).closest('button') as HTMLButtonElement;
const errorOf = (field: HTMLElement) =>
  field.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? '';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor sends every parcel field, an unknown one as null (docs/domain.md#product-parcel-data). */
const NO_PARCEL = {
  weight_g: null,
  length_mm: null,
  width_mm: null,
  height_mm: null,
  hs_code: null,
  origin_country: null,
};

// The product editor is the largest form of the console: in happy-dom a test takes a few seconds alone.
describe('product edit page', { timeout: 40_000 }, () => {
  it('loads the product into the editor and posts exactly what the editor sends', async () => {
    const calls = api();
    show('/catalogue/products/42');

    const stock = (await screen.findByLabelText('Stock of Red')) as HTMLInputElement;
    expect(calls.callsTo('/api/console/product')[0]?.query).toBe('id=42');
    expect(stock.value).toBe('10');
    type(stock, '7');
    fireEvent.click(saveButton());

    await waitFor(() => expect(calls.callsTo('/api/console/product/save')).toHaveLength(1));
    expect(calls.callsTo('/api/console/product/save')[0]?.body).toEqual({
      id: 42,
      shop_id: 3,
      code: 'TEE-01',
      category_id: 7,
      title: { en: 'Linen tee', 'zh-CN': '亚麻T恤' },
      description: { en: 'Soft linen.' },
      images: [PICTURE],
      specs: [{ name: { en: 'Colour' }, values: [{ en: 'Red' }, { en: 'Blue' }] }],
      skus: [
        { options: [0], price: '12.50', compare_at_price: '15.00', stock: 7, loaded_stock: 10, weight_g: null },
        { options: [1], price: '13.00', compare_at_price: null, stock: 4, loaded_stock: 4, weight_g: null },
      ],
      on_sale: true,
      ...NO_PARCEL,
    });
    expect(await screen.findByText('Product saved')).toBeTruthy();
  });

  it("puts the server's field error on its field", async () => {
    api(
      refused('Use up to 40 letters, digits, dots, dashes or underscores', {
        error: 'VALIDATION',
        fields: { code: 'codeInvalid' },
      }),
    );
    show('/catalogue/products/42');

    const code = await screen.findByLabelText('Product code');
    type(code, 'TEE-02');
    fireEvent.click(saveButton());

    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Product code'))).toBe(
        'Use up to 40 letters, digits, dots, dashes or underscores',
      ),
    );
  });

  it('creates a product, then opens it at its own address; Back returns to the list it came from', async () => {
    const calls = api(ok({ ...product, id: 77, code: 'P77' }, 'Save success'));
    const router = show('/catalogue/products/new', { back: '/catalogue/products?shop_id=4&page=2' });

    const [title] = await screen.findAllByLabelText('Title');
    for (const [label, option] of [
      ['Shop', 'Green Field'],
      ['Category', 'Home'],
    ] as const) {
      fireEvent.mouseDown(
        within(screen.getByLabelText(label).closest('.ant-select') as HTMLElement).getByRole('combobox'),
      );
      fireEvent.click(
        (await screen.findAllByText(option, { selector: '.ant-select-item-option-content' })).at(-1) as HTMLElement,
      );
    }
    type(title as HTMLElement, 'Wool scarf');
    type(screen.getAllByLabelText('Description')[0] as HTMLElement, 'Warm.');
    const file = new File(['x'], 'scarf.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(screen.getAllByAltText('Picture 1').length).toBeGreaterThan(0));
    type(screen.getByLabelText('Price of Single SKU'), '20');
    type(screen.getByLabelText('Stock of Single SKU'), '5');
    fireEvent.click(saveButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/products/77'));
    const upload = calls.callsTo('/api/console/upload')[0];
    expect(upload?.method).toBe('POST');
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(calls.callsTo('/api/console/product/save')[0]?.body).toEqual({
      shop_id: 4,
      category_id: 8,
      title: { en: 'Wool scarf' },
      description: { en: 'Warm.' },
      images: [UPLOADED],
      specs: [],
      skus: [{ options: [], price: '20', compare_at_price: null, stock: 5, weight_g: null }],
      on_sale: true,
      ...NO_PARCEL,
    });
    expect(await screen.findByText('Product created')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Back to products/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/products'));
    expect(router.state.location.search).toBe('?shop_id=4&page=2');
  });

  it('asks before leaving with unsaved edits, and stays when told to', async () => {
    api();
    const router = show('/catalogue/products/42');

    type(await screen.findByLabelText('Stock of Blue'), '9');
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: /Back to products/ }));
    expect(await screen.findByText('Leave without saving?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/catalogue/products/42');
    expect((screen.getByLabelText('Stock of Blue') as HTMLInputElement).value).toBe('9');

    fireEvent.click(screen.getByRole('button', { name: /Back to products/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalogue/products'));
  });
});
