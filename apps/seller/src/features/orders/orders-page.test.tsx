import { paidOrder } from '@shop/desk/test-support/paid-order.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { OrdersPage } from './orders-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const order = (id: number) => ({ ...paidOrder, id, order_no: `2026120500000${id}` });

/**
 * The orders page on the "to ship" tab, with the API answering the list and the files: what each download asked
 * for, and the names it saved under.
 */
function show() {
  const api = fakeApi({ '/api/seller/orders': ok({ list: [order(101), order(102)], total: 2, page: 1, limit: 20 }) });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const json = api.fetchMock.getMockImplementation() as typeof fetch;
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/seller/orders/export'))
      return new Response('order_no\n', {
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="orders-20261205-0900.csv"',
        },
      });
    if (url.startsWith('/api/seller/orders/packing_slips'))
      return new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="slips.pdf"' },
      });
    return json(input, init);
  });
  renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders?order_no=20261205');
  const asked = (path: string) =>
    api.fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
  return { saved, asked };
}

describe("the seller's orders page: bulk work", { timeout: 20_000 }, () => {
  it("exports the orders of the tab and search shown, whatever the page, as the server's file", async () => {
    const { saved, asked } = show();
    fireEvent.click(await screen.findByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual(['orders-20261205-0900.csv']));
    const [url] = asked('/api/seller/orders/export');
    expect(new URLSearchParams(url?.split('?')[1]).toString()).toBe('status=1&order_no=20261205');
  });

  it("prints the chosen orders' packing slips as one PDF", async () => {
    const { saved, asked } = show();
    const row = (await screen.findByRole('link', { name: '2026120500000102' })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    const first = screen.getByRole('link', { name: '2026120500000101' }).closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('checkbox'));
    const bar = await screen.findByRole('toolbar', { name: 'Selected: 2' });
    fireEvent.click(within(bar).getByRole('button', { name: /Print packing slips/ }));
    await waitFor(() => expect(saved).toEqual(['slips.pdf']));
    expect(asked('/api/seller/orders/packing_slips')).toEqual(['/api/seller/orders/packing_slips?ids=102,101']);
  });
});
