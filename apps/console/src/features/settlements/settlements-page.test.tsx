import type { OperatorRole } from '@shop/contract/console-access';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledOrderIncome, settledOrderIncomeCells } from '@shop/desk/test-support/settled-order.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders, switchLanguage } from '../../test/render.tsx';
import { SettlementsPage } from './settlements-page.tsx';

const totals = {
  orders: 2,
  goods: '90.00',
  freight: '4.99',
  shop_discount: '0.00',
  refunded: '10.00',
  base: '84.99',
  commission: '6.00',
  net: '78.99',
};

const orderRow = {
  ...settledOrderIncome,
  shop: { id: 3, name: 'Alder Pottery' },
  settled_at: '2026-03-04T10:00:00.000Z',
};

function api() {
  return fakeApi({
    '/api/console/shop_options': ok({
      list: [
        { id: 3, name: 'Alder Pottery' },
        { id: 4, name: 'Birch' },
      ],
    }),
    '/api/console/settlements': ok({ list: [orderRow], total: 2, page: 1, limit: 10, totals }),
    '/api/console/settlements/shops': ok({
      list: [{ shop: { id: 3, name: 'Alder Pottery' }, ...totals }],
      total: 1,
      page: 1,
      limit: 10,
      totals,
    }),
  });
}

function show(path = '/money/settlements', roles: OperatorRole[] = ['finance']) {
  const router = createMemoryRouter([{ path: '/money/settlements', element: <SettlementsPage /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />, { roles });
  return router;
}

const cellsOf = (text: string) =>
  [...(screen.getByText(text).closest('tr') as HTMLElement).querySelectorAll('td')].map((td) => td.textContent);

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('settlements report', { timeout: 30_000 }, () => {
  it('lists settled orders with their shop and income, and the totals of everything selected', async () => {
    api();
    show();
    expect(await screen.findByText('202603010042')).toBeTruthy();
    expect(cellsOf('202603010042').slice(1)).toEqual(['202603010042', 'Alder Pottery', ...settledOrderIncomeCells]);
    const sums = within(screen.getByRole('group', { name: 'Totals of everything selected' }));
    expect(sums.getByText('Net to shops')).toBeTruthy();
    expect(sums.getByText('$78.99')).toBeTruthy();
    expect(sums.getByText('$6.00')).toBeTruthy();
    expect(screen.getByText('2 settled orders')).toBeTruthy();
  });

  it('asks the server for the shop and the days the address names, and writes new filters into it', async () => {
    const { callsTo } = api();
    const router = show('/money/settlements?shop_id=3&from=2026-03-01&to=2026-03-31');
    await screen.findByText('202603010042');
    expect(new URLSearchParams(callsTo('/api/console/settlements')[0]?.query).toString()).toBe(
      'shop_id=3&from=2026-03-01&to=2026-03-31&page=1&limit=10',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    await waitFor(() => expect(router.state.location.search).toContain('from=2026-03-05'));
    await waitFor(() => expect(callsTo('/api/console/settlements').at(-1)?.query).toContain('from=2026-03-05'));
  });

  it('sums per shop in the shop view, and a shop opens its orders', async () => {
    const { callsTo } = api();
    const router = show();
    await screen.findByText('202603010042');
    fireEvent.click(screen.getByText('By shop'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=shop'));
    expect(await screen.findByRole('button', { name: 'Alder Pottery' })).toBeTruthy();
    expect(callsTo('/api/console/settlements/shops')[0]?.query).toBe('page=1&limit=10');
    fireEvent.click(screen.getByRole('button', { name: 'Alder Pottery' }));
    await waitFor(() => expect(router.state.location.search).toBe('?shop_id=3'));
  });

  it('exports every row of the filtered report as CSV, in the view shown', async () => {
    const { callsTo } = api();
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:x');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fetchMock = vi.mocked(fetch);
    const json = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/api/console/settlements/export')
        ? new Response('\uFEFFsettled_at\r\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="settlements-shop-2026-03-01.csv"',
            },
          })
        : (json as typeof fetch)(input, init),
    );
    show('/money/settlements?view=shop&from=2026-03-01&page=2');
    await screen.findByRole('button', { name: 'Alder Pottery' });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(saved).toEqual(['settlements-shop-2026-03-01.csv']));
    const exported = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/console/settlements/export'));
    expect(String(exported?.[0])).toBe('/api/console/settlements/export?from=2026-03-01&view=shop');
    expect(callsTo('/api/console/settlements/shops')[0]?.query).toBe('from=2026-03-01&page=2&limit=10');
  });

  it('reads in Chinese', async () => {
    api();
    await switchLanguage('zh-CN');
    show();
    expect(await screen.findByText('按店铺')).toBeTruthy();
    expect(screen.getByText('店铺实收合计')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '结算基数' })).toBeTruthy();
    expect(screen.getByText('导出 CSV')).toBeTruthy();
  });
});
