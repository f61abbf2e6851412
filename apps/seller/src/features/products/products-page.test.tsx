import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categories, productRow } from '../../test/fixtures.ts';
import { choose, fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { ProductsPage } from './products-page.tsx';

let search = '';
function Probe() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  return renderRoutes(
    [
      {
        path: '/products',
        element: (
          <>
            <ProductsPage />
            <Probe />
          </>
        ),
      },
      { path: '/products/:id', element: <p>editor</p> },
    ],
    url,
  );
}

function api() {
  return fakeApi({
    '/api/seller/products': ok({ list: [productRow], total: 31, page: 1, limit: 10 }),
    '/api/seller/categories': ok(categories),
  });
}

const lastQuery = (calls: ReturnType<typeof api>) => calls.callsTo('/api/seller/products').at(-1)?.query;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the products list', { timeout: 20_000 }, () => {
  it('asks the server for what the URL says, and writes each filter back into the URL from page 1', async () => {
    const calls = api();
    show('/products?keyword=tea&stock=low&page=2');

    await screen.findByText('Oolong tea');
    expect(lastQuery(calls)).toBe('keyword=tea&stock=low&page=2&limit=10');
    expect((screen.getByRole('searchbox', { name: 'Title or code' }) as HTMLInputElement).value).toBe('tea');

    await choose('Category', 'Home');
    await waitFor(() => expect(search).toBe('?keyword=tea&category_id=9&stock=low'));
    await waitFor(() => expect(lastQuery(calls)).toBe('keyword=tea&category_id=9&stock=low&page=1&limit=10'));

    await choose('Sale status', 'Off sale');
    await waitFor(() => expect(search).toBe('?keyword=tea&category_id=9&on_sale=false&stock=low'));

    await choose('Stock', 'Out of stock');
    await waitFor(() =>
      expect(lastQuery(calls)).toBe('keyword=tea&category_id=9&on_sale=false&stock=out&page=1&limit=10'),
    );

    const box = screen.getByRole('searchbox', { name: 'Title or code' });
    fireEvent.change(box, { target: { value: ' 乌龙 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(new URLSearchParams(search).get('keyword')).toBe('乌龙'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search).toBe(''));
    await waitFor(() => expect(lastQuery(calls)).toBe('page=1&limit=10'));
  });

  it('shows the price with the compare-at price crossed out, stock out in red, and a product hidden by a suspension', async () => {
    api();
    show('/products');

    await screen.findByText('Oolong tea');
    expect(screen.getByText('$12.00')).toBeTruthy();
    expect(screen.getByText('$15.00').closest('del')).toBeTruthy();
    expect(screen.getByText('0').closest('.ant-typography-danger')).toBeTruthy();
    expect(screen.getByText('On sale')).toBeTruthy();
    expect(screen.getByText('Hidden: shop suspended')).toBeTruthy();
    expect(screen.getByText('31 products')).toBeTruthy();
  });

  it("changes the chosen products' prices by a percent, with a preview, and reports the answer", async () => {
    const calls = fakeApi({
      '/api/seller/products': ok({ list: [productRow], total: 1, page: 1, limit: 10 }),
      '/api/seller/categories': ok(categories),
      'POST /api/seller/products/bulk': ok({
        changed: [{ id: productRow.id, title: 'Oolong tea', price: '13.20', on_sale: true, listed: true }],
        refused: [],
      }),
    });
    show('/products');

    const line = (await screen.findByText('Oolong tea')).closest('tr') as HTMLElement;
    fireEvent.click(within(line).getByRole('checkbox'));
    expect(await screen.findByText('1 product chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change price by %' }));
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Change (%)' }), { target: { value: '10' } });
    expect(await screen.findByText('Prices go up 10 %: “Oolong tea” at $12.00 becomes $13.20.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change prices' }));

    expect(await screen.findByText('Every chosen product was changed.')).toBeTruthy();
    expect(calls.callsTo('/api/seller/products/bulk', 'POST').map((call) => call.body)).toEqual([
      { ids: [productRow.id], action: 'price', percent: 10 },
    ]);
    await waitFor(() => expect(calls.callsTo('/api/seller/products').length).toBeGreaterThan(1));
  });
});
