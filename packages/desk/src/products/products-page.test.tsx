import type { ProductRowDto } from '@shop/contract/console-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import type { ListPageData } from '../list/list-page.tsx';
import { type ProductListFilters, ProductsPage } from './products-page.tsx';

afterEach(cleanup);

const ROW: ProductRowDto = {
  id: 5,
  code: 'P5',
  title: 'Silent mouse',
  image: '/m.png',
  shop: { id: 3, name: 'Volt Digital' },
  category: { id: 9, name: 'Computers' },
  price: '12.99',
  compare_at_price: null,
  stock: 3,
  sales: 10,
  sku_count: 2,
  on_sale: true,
  listed: true,
  updated_at: '2026-03-01T10:00:00.000Z',
};

function show(path: string, actions?: boolean) {
  const asked: string[] = [];
  const query = (params: URLSearchParams) =>
    queryOptions({
      queryKey: ['products', params.toString()],
      queryFn: async (): Promise<ListPageData<ProductRowDto>> => {
        asked.push(params.toString());
        return { list: [ROW], total: 31, page: 1, limit: 10 };
      },
    });
  const filters = vi.fn((list: ProductListFilters) => (
    <button type="button" onClick={() => list.change({ keyword: 'mouse' })}>
      Filter by mouse
    </button>
  ));
  const router = createMemoryRouter(
    [
      {
        path: '/products',
        element: (
          <ProductsPage
            editPath="/products"
            query={query}
            words={(key, values) => (values?.count === undefined ? key : `${key} ${values.count}`)}
            filters={filters}
            columns={{ unlisted: { label: 'Hidden', colour: 'red' }, afterStatus: [{ title: 'SKUs', key: 'skus' }] }}
            actions={actions ? <button type="button">Import</button> : undefined}
          />
        ),
      },
      { path: '/products/:id', element: <p>The editor</p> },
    ],
    { initialEntries: [path] },
  );
  renderDesk(<RouterProvider router={router} />);
  return { router, asked, filters };
}

describe('the products page', () => {
  it("lists what the desk's call answers for the URL's filters, with the desk's filters, columns and total", async () => {
    const { asked, filters } = show('/products?stock=low&page=2');
    expect(await screen.findByRole('link', { name: 'Silent mouse' })).toBeTruthy();
    expect(asked).toEqual(['stock=low&page=2&limit=10']);
    expect(filters.mock.calls.at(-1)?.[0].filters.stock).toBe('low');
    expect(screen.getByRole('columnheader', { name: 'SKUs' })).toBeTruthy();
    expect(screen.getByText('list.total 31')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filter by mouse' }));
    await waitFor(() => expect(asked.at(-1)).toBe('keyword=mouse&stock=low&page=1&limit=10'));
  });

  it('opens a new product with the list as it is now in the link state, the desk actions before New', async () => {
    const { router } = show('/products?stock=low', true);
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /new$/ }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/new');
    expect(router.state.location.state).toEqual({ back: '/products?stock=low' });
  });

  it('opens a row in its editor with the same state', async () => {
    const { router } = show('/products?page=2');
    fireEvent.click(await screen.findByRole('link', { name: 'Silent mouse' }));
    expect(await screen.findByText('The editor')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/5');
    expect(router.state.location.state).toEqual({ back: '/products?page=2' });
  });
});
