import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRefund } from '../../test/fixtures.ts';
import { fakeApi, ok, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { RefundDetailPage } from './refund-detail-page.tsx';

const returnWithoutAddress = {
  ...pendingRefund,
  type: 'return_refund' as const,
  goods_status: 'received' as const,
  return_address: null,
  timeline: [{ kind: 'applied' as const, actor: 'shopper' as const, note: '', at: '2026-03-01T10:00:00.000Z' }],
};

function show() {
  return renderRoutes([{ path: '/refunds/:id', element: <RefundDetailPage /> }], '/refunds/12');
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('a refund request in the seller center', { timeout: 30_000 }, () => {
  it("says before any click that a return needs the shop's return address, links to it, and disables Approve", async () => {
    const api = fakeApi({ '/api/seller/refund': ok(returnWithoutAddress) });
    show();
    const alert = (await screen.findByText('No return address')).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert).getByText("Add your shop's return address in the shop settings before approving this return."),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Shop settings' }).getAttribute('href')).toBe('/shop');
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(approve);
    expect(api.callsTo('/api/seller/refund/approve')).toHaveLength(0);
  });

  it('says it in Chinese too', async () => {
    fakeApi({ '/api/seller/refund': ok(returnWithoutAddress) });
    await switchLanguage('zh-CN');
    show();
    expect(await screen.findByText('没有退货地址')).toBeTruthy();
    expect(screen.getByText('请先在店铺设置中填写店铺的退货地址，再同意这笔退货。')).toBeTruthy();
  });

  it("labels the platform's steps as the platform's and the seller's own as the shop's", async () => {
    fakeApi({
      '/api/seller/refund': ok({
        ...pendingRefund,
        status: 4,
        waiting_for: null,
        timeline: [
          { kind: 'applied', actor: 'shopper', note: '', at: '2026-03-01T10:00:00.000Z' },
          { kind: 'rejected', actor: 'operator', note: 'Used', at: '2026-03-02T10:00:00.000Z' },
        ],
      }),
    });
    show();
    expect(await screen.findByText('by the platform')).toBeTruthy();
    expect(screen.getByText('by the shopper')).toBeTruthy();
    expect(screen.queryByText('by the shop')).toBeNull();
  });
});
