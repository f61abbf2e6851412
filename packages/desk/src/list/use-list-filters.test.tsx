import { consoleRefundListQuery } from '@shop/contract/refund';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type ListFiltersState, useListFilters } from './use-list-filters.ts';

type State = ListFiltersState<typeof consoleRefundListQuery>;
let state: State | undefined;

function Probe() {
  state = useListFilters(consoleRefundListQuery, { status: 0 });
  return null;
}

function show(url: string) {
  const router = createMemoryRouter([{ path: '/refunds', element: <Probe /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const current = () => {
    if (!state) throw new Error('not rendered');
    return state;
  };
  return { router, current, search: () => router.state.location.search };
}

afterEach(() => {
  cleanup();
  state = undefined;
});

describe('useListFilters', () => {
  it('reads the filters from the URL, and the server query from them', () => {
    const { current } = show('/refunds?status=all&order_no=2026&page=3&limit=20');

    expect(current().filters).toEqual({ status: undefined, order_no: '2026', page: 3, limit: 20 });
    expect(current().apiParams.toString()).toBe('order_no=2026&page=3&limit=20');
    expect(current().filtered).toBe(true);
  });

  it('opens on the defaults for a plain address, and for parameters the schema refuses', () => {
    const { current } = show('/refunds?status=9&page=zero&limit=7');

    expect(current().filters).toEqual({ status: 0, order_no: undefined, page: 1, limit: 10 });
    expect(current().apiParams.toString()).toBe('status=0&page=1&limit=10');
    expect(current().filtered).toBe(false);
  });

  it('writes a change into the URL from page 1, keeping the page size; Back returns to the previous filters', async () => {
    const { current, search, router } = show('/refunds?status=1&page=5&limit=20');

    act(() => current().change({ order_no: '202603010001' }));
    expect(search()).toBe('?status=1&order_no=202603010001&limit=20');
    expect(current().filters.page).toBe(1);

    act(() => current().change({ status: undefined }));
    expect(search()).toBe('?status=all&order_no=202603010001&limit=20');

    await act(() => router.navigate(-1));
    expect(current().filters.status).toBe(1);
  });

  it('pages, restarting at page 1 for a new page size, and resets to the defaults', () => {
    const { current, search } = show('/refunds?status=2');

    act(() => current().paginate(3, 10));
    expect(search()).toBe('?status=2&page=3');
    act(() => current().paginate(3, 50));
    expect(search()).toBe('?status=2&limit=50');
    act(() => current().reset());
    expect(search()).toBe('?limit=50');
    expect(current().filters).toEqual({ status: 0, page: 1, limit: 50 });
  });
});
