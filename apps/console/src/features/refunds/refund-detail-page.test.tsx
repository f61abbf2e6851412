import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { RefundDetailPage } from './refund-detail-page.tsx';
import { pendingRefund, returnedRefund } from '../../test/refund-fixtures.ts';

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/refunds/:id" element={<RefundDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('refund detail page', { timeout: 20_000 }, () => {
  it('shows the request, its items, proofs, timeline and the actions of a pending request', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'ok', data: { ...pendingRefund, explanation: 'Crushed <b>box</b>' } });
    show('/refunds/12');

    expect(await screen.findByRole('heading', { name: /^Refund #12/ })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/refund?id=12');
    expect(screen.getByRole('link', { name: '202603010001' }).getAttribute('href')).toBe('/orders/42');
    expect(screen.getByText('Crushed <b>box</b>')).toBeTruthy();
    expect(screen.getByText('Green tea')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Proof 1 of refund #12' }).getAttribute('src')).toBe(
      '/uploads/u/proofaaaaaaaaaaaa.webp',
    );
    expect(screen.getByText('by the shopper')).toBeTruthy();
    expect(screen.getByText('No return: refund only.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('shows the return shipment and offers Confirm receipt once the goods were sent back', async () => {
    stubFetch({ code: 1, msg: 'ok', data: returnedRefund });
    show('/refunds/13');

    expect(await screen.findByText('DHL')).toBeTruthy();
    expect(screen.getByText('RT0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says before any click why a return without an address cannot be approved, and where to set one', async () => {
    stubFetch({
      code: 1,
      msg: 'ok',
      data: {
        ...pendingRefund,
        type: 'return_refund',
        return_address: null,
        timeline: [{ kind: 'applied', actor: 'shopper', note: '', at: '2026-03-01T10:00:00.000Z' }],
      },
    });
    show('/refunds/12');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No return address')).toBeTruthy();
    expect(
      within(alert).getByText(
        "Set the shop's return address, or the platform's in the order settings, before approving this return.",
      ),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Shop settings' }).getAttribute('href')).toBe('/catalogue/shops/3');
    expect(within(alert).getByRole('link', { name: 'Order settings' }).getAttribute('href')).toBe('/settings/orders');
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("labels an operator's step as the platform's and a seller's as the shop's", async () => {
    stubFetch({
      code: 1,
      msg: 'ok',
      data: {
        ...returnedRefund,
        timeline: [
          { kind: 'applied', actor: 'shopper', note: '', at: '2026-03-01T10:00:00.000Z' },
          { kind: 'approved', actor: 'seller', note: '', at: '2026-03-02T10:00:00.000Z' },
          { kind: 'rejected', actor: 'operator', note: 'Wrong item', at: '2026-03-03T10:00:00.000Z' },
        ],
      },
    });
    show('/refunds/13');

    expect(await screen.findByText('by the shop')).toBeTruthy();
    expect(screen.getByText('by the platform')).toBeTruthy();
    expect(screen.queryByText('by operator')).toBeNull();
  });

  it("shows the server's message when the request cannot be loaded", async () => {
    stubFetch({ code: 0, msg: 'Refund request not found', data: { error: 'REFUND_NOT_FOUND' } });
    show('/refunds/99');

    expect(await screen.findByText('Refund request not found')).toBeTruthy();
  });
});
