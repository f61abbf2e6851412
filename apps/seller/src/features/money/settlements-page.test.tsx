import { cleanup, screen } from '@testing-library/react';
import { settledOrderIncome, settledOrderIncomeCells } from '@shop/desk/test-support/settled-order.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures.ts';
import { fakeApi, ok, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { SettlementsPage } from './settlements-page.tsx';

const settled = {
  ...settledOrderIncome,
  amount: '31.49',
  created_at: '2026-03-04T10:00:00.000Z',
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('settlements in the seller center', { timeout: 30_000 }, () => {
  it("shows each settled order's income: goods, freight, refunded, base, rate, commission and net", async () => {
    fakeApi({
      '/api/seller/me': ok(me),
      '/api/seller/settlements': ok({ list: [settled], total: 1, page: 1, limit: 10 }),
    });
    renderRoutes([{ path: '/money', element: <SettlementsPage /> }], '/money');
    const row = (await screen.findByRole('link', { name: '202603010042' })).closest('tr') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 9)).toEqual([
      'Order',
      'Goods',
      'Freight',
      'Refunded',
      'Base',
      'Rate',
      'Commission',
      'Net to the shop',
      'Settled',
    ]);
    expect([...row.querySelectorAll('td')].slice(1, 8).map((td) => td.textContent)).toEqual(settledOrderIncomeCells);
  });

  it('names the columns in Korean', async () => {
    fakeApi({
      '/api/seller/me': ok(me),
      '/api/seller/settlements': ok({ list: [settled], total: 1, page: 1, limit: 10 }),
    });
    await switchLanguage('han');
    renderRoutes([{ path: '/money', element: <SettlementsPage /> }], '/money');
    expect(await screen.findByRole('columnheader', { name: '상점 수령액' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '환불액' })).toBeTruthy();
  });
});
