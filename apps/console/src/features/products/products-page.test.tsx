import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, productRow, shopOptions } from '../../test/catalogue-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { ProductsPage } from './products-page.tsx';

let location: { search: string; state: unknown } = { search: '', state: null };
function Probe() {
  const { search, state } = useLocation();
  location = { search, state };
  return null;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/catalogue/products"
          element={
            <>
              <ProductsPage />
              <Probe />
            </>
          }
        />
        <Route path="/catalogue/products/:id" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

function api() {
  return fakeApi({
    '/api/console/products': ok({ list: [productRow], total: 31, page: 1, limit: 10 }),
    '/api/console/shop_options': ok({ list: shopOptions }),
    '/api/console/categories': ok({ list: categories }),
  });
}

/** Picks an option of the antd Select named `label`. */
async function choose(label: string, option: string) {
  const select = screen.getByLabelText(label).closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options.at(-1) as HTMLElement);
}

const lastQuery = (calls: ReturnType<typeof api>) => calls.callsTo('/api/console/products').at(-1)?.query;

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('products page', { timeout: 30_000 }, () => {
  it('asks the server for what the URL says, and writes each filter back into the URL from page 1', async () => {
    const calls = api();
    show('/catalogue/products?keyword=tee&shop_id=3&on_sale=true&stock=out&page=2');

    await screen.findByText('Linen tee');
    expect(lastQuery(calls)).toBe('keyword=tee&shop_id=3&on_sale=true&stock=out&page=2&limit=10');
    expect((screen.getByRole('searchbox', { name: 'Title or code' }) as HTMLInputElement).value).toBe('tee');
    await waitFor(() => expect(screen.getByTitle('Blue Harbor')).toBeTruthy());

    await choose('Category', 'Home');
    await waitFor(() => expect(location.search).toBe('?keyword=tee&shop_id=3&category_id=8&on_sale=true&stock=out'));
    await waitFor(() =>
      expect(lastQuery(calls)).toBe('keyword=tee&shop_id=3&category_id=8&on_sale=true&stock=out&page=1&limit=10'),
    );

    await choose('Sale status', 'Off sale');
    await waitFor(() => expect(location.search).toContain('on_sale=false'));
    await waitFor(() => expect(lastQuery(calls)).toContain('on_sale=false'));

    const box = screen.getByRole('searchbox', { name: 'Title or code' });
    fireEvent.change(box, { target: { value: ' 亚麻 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(new URLSearchParams(location.search).get('keyword')).toBe('亚麻'));
    await waitFor(() => expect(lastQuery(calls)).toContain(`keyword=${encodeURIComponent('亚麻')}`));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location.search).toBe(''));
    await waitFor(() => expect(lastQuery(calls)).toBe('page=1&limit=10'));
  });

  it('shows each product with its price, crossed-out price, stock, status, and an edit link back to this list', async () => {
    api();
    show('/catalogue/products?stock=out');

    await screen.findByText('Linen tee');
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('$12.50')).toBeTruthy();
    expect(row.getByText('$15.00').closest('del')).toBeTruthy();
    expect(row.getByText('0').closest('.ant-typography-danger')).toBeTruthy();
    expect(row.getByText('1,234')).toBeTruthy();
    expect(row.getByText('On sale')).toBeTruthy();
    expect(row.getByText('Not listed: shop inactive')).toBeTruthy();
    expect(row.getByText('Blue Harbor')).toBeTruthy();
    expect(row.getByText('Clothing')).toBeTruthy();
    expect(screen.getByText('31 products')).toBeTruthy();

    fireEvent.click(row.getByRole('link', { name: 'Edit TEE-01' }));
    await waitFor(() => expect(location.state).toEqual({ back: '/catalogue/products?stock=out' }));
  });

  it('reads in Chinese', async () => {
    await switchLanguage('zh-CN');
    api();
    show('/catalogue/products');

    expect(await screen.findByText('Linen tee')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '库存' })).toBeTruthy();
    expect(screen.getByText('未展示：店铺已停用')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建商品/ })).toBeTruthy();
    expect(screen.getByText('共 31 件商品')).toBeTruthy();
  });

  it('takes the chosen products off sale in Chinese and lists what was left as it was, with why', async () => {
    await switchLanguage('zh-CN');
    const calls = fakeApi({
      '/api/console/products': ok({ list: [productRow], total: 1, page: 1, limit: 10 }),
      '/api/console/shop_options': ok({ list: shopOptions }),
      '/api/console/categories': ok({ list: categories }),
      'POST /api/console/products/bulk': ok({
        changed: [],
        refused: [
          {
            id: 77,
            title: null,
            sku_id: null,
            reason: 'BULK_PRODUCT_NOT_FOUND',
            message: '在可修改的商品中找不到商品 77',
          },
        ],
      }),
    });
    show('/catalogue/products');

    const line = (await screen.findByText('Linen tee')).closest('tr') as HTMLElement;
    fireEvent.click(within(line).getByRole('checkbox'));
    const bar = await screen.findByRole('toolbar', { name: '已选 1 件商品' });
    fireEvent.click(within(bar).getByRole('button', { name: '下 架' }));

    expect(await screen.findByText('在可修改的商品中找不到商品 77')).toBeTruthy();
    expect(screen.getByText('批量修改结果')).toBeTruthy();
    expect(screen.getByText('#77')).toBeTruthy();
    expect(calls.callsTo('/api/console/products/bulk', 'POST').map((call) => call.body)).toEqual([
      { ids: [productRow.id], action: 'off_sale' },
    ]);
  });
});
