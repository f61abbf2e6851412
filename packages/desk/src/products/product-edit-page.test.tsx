import type { ProductEditDto } from '@shop/contract/console-catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { TEE } from '../product-editor/product-fixtures.ts';
import { productEditorResources } from '../product-editor/resources.ts';
import { ProductEditPage } from './product-edit-page.tsx';

afterEach(cleanup);

const CATEGORIES = [{ id: 7, name: 'Clothing' }];

const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: async (): Promise<ProductEditDto> => ({ ...TEE, id, listed: false }),
  });

function show(path: string, { state, categories = async () => CATEGORIES } = {} as Options) {
  const onSubmit = vi.fn(async () => ({ ...TEE, title: { en: 'Wool tee' } }));
  function Page() {
    const categoryQuery = useQuery({ queryKey: ['categories'], queryFn: categories });
    return (
      <ProductEditPage
        listPath="/products"
        productQuery={productQuery}
        needs={{ categories: categoryQuery }}
        editor={(loaded) => ({ categories: loaded.categories, upload: async () => ({ url: '/p.webp' }), onSubmit })}
        refresh={[['products', 'list'], ['dashboard']]}
        words={(key) => key}
        unlisted="Hidden from shoppers"
        titleWidth="60vw"
      />
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/products', element: <p>The list</p> },
      { path: '/products/new', element: <Page /> },
      { path: '/products/:id', element: <Page /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const i18n = createDeskI18n({
    app: 'demo',
    languages: ['en', 'zh-CN'],
    resources: [demoResources, productEditorResources],
  });
  return { router, onSubmit, ...renderDesk(<RouterProvider router={router} />, i18n) };
}

interface Options {
  state?: unknown;
  categories?: () => Promise<typeof CATEGORIES>;
}

// The product editor is a large form: in happy-dom one render takes a second or more.
describe('the product edit page', { timeout: 30_000 }, () => {
  it("shows the product with its title, warns it is unlisted, and a save refreshes the desk's lists", async () => {
    const { onSubmit, queryClient } = show('/products/42');
    expect(await screen.findByTitle('Linen tee')).toBeTruthy();
    expect(screen.getAllByText('TEE-01').length).toBeGreaterThan(0);
    expect(screen.getByText('Hidden from shoppers')).toBeTruthy();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    fireEvent.click(screen.getByText('Save', { selector: 'button span' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('edit.saved')).toBeTruthy();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['products', 'list'], ['dashboard']]);
    // The answer is the product as it now is.
    expect(await screen.findByTitle('Wool tee')).toBeTruthy();
  });

  it('says so when the address names no product, and Back returns to the list as it was left', async () => {
    const { router } = show('/products/abc', { state: { back: '/products?page=2' } });
    expect(await screen.findByText('edit.notFound')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /edit\.back/ }));
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows why what the editor needs could not be loaded, with Back', async () => {
    show('/products/42', { categories: () => Promise.reject(new Error('Cannot read the categories')) });
    expect(await screen.findByText('Cannot read the categories')).toBeTruthy();
    expect(screen.getByRole('button', { name: /edit\.back/ })).toBeTruthy();
    expect(screen.queryByText('Save', { selector: 'button span' })).toBeNull();
  });

  it('asks before leaving with unsaved edits', async () => {
    const { router } = show('/products/42');
    fireEvent.change(await screen.findByLabelText('Stock of Red / S'), { target: { value: '7' } });
    await screen.findByText('Unsaved changes');
    fireEvent.click(screen.getByRole('button', { name: /edit\.back/ }));
    expect(await screen.findByText('edit.leaveText')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/42');
    fireEvent.click(screen.getByRole('button', { name: 'edit.leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });
});
