import { cleanup, screen } from '@testing-library/react';
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
    expect(screen.getByText('by shopper')).toBeTruthy();
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

  it("shows the server's message when the request cannot be loaded", async () => {
    stubFetch({ code: 0, msg: 'Refund request not found', data: { error: 'REFUND_NOT_FOUND' } });
    show('/refunds/99');

    expect(await screen.findByText('Refund request not found')).toBeTruthy();
  });
});
