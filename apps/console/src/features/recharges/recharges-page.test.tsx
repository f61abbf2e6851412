import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../test/render.tsx';
import { RechargesPage } from './recharges-page.tsx';

const waiting: ConsoleRechargeDto = {
  id: 12,
  reference: 'RC27182830',
  method: 'chain',
  amount: '100.00',
  actual_amount: null,
  network: 'TRC20',
  address: 'TXYZ0000000000000000',
  tx_hash: '0xabcdef0123456789abcdef',
  evidence: '/uploads/u/abcdefghijklmnop.webp',
  card_last4: null,
  provider_ref: null,
  status: 0,
  reason: '',
  created_at: '2026-03-01T10:00:00.000Z',
  audited_at: null,
  buyer: { id: 7, account: 'ann' },
};
const passed: ConsoleRechargeDto = {
  ...waiting,
  id: 11,
  reference: 'RC27182829',
  status: 1,
  actual_amount: '95.00',
  tx_hash: null,
  network: null,
  address: null,
};

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/recharges"
          element={
            <>
              <RechargesPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('recharges page', { timeout: 20_000 }, () => {
  it('asks the server for what the URL says, and offers Approve and Refuse only on waiting rows', async () => {
    const fetchMock = stubFetch({
      code: 1,
      msg: 'ok',
      data: { list: [waiting, passed], total: 2, page: 2, limit: 20 },
    });
    show('/recharges?status=all&account=ann&page=2&limit=20');

    expect(await screen.findByText('credited $95.00')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/recharges?account=ann&page=2&limit=20');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Refuse' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Evidence of recharge #12' })).toBeTruthy();
  });

  it("names each recharge by its reference, as the shopper's fund records and the ledger do", async () => {
    stubFetch({ code: 1, msg: 'ok', data: { list: [waiting, passed], total: 2, page: 1, limit: 20 } });
    show('/recharges?status=all');
    expect(await screen.findByText('RC27182830')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('RC27182830')).toBeTruthy();
    expect(within(rows[1]!).getByText('RC27182829')).toBeTruthy();
  });

  it('opens on the auditing queue and writes a chosen status into the URL', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'ok', data: { list: [waiting], total: 1, page: 1, limit: 10 } });
    show('/recharges');

    await screen.findByText('TRC20');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/recharges?status=0&page=1&limit=10');
    fireEvent.click(screen.getByText('Refused'));
    await waitFor(() => expect(search).toBe('?status=2'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/recharges?status=2&page=1&limit=10'),
    );
  });

  it('opens the approve modal for the row, prefilled with its amount', async () => {
    stubFetch({ code: 1, msg: 'ok', data: { list: [waiting], total: 1, page: 1, limit: 10 } });
    show('/recharges');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve recharge #12')).toBeTruthy();
    expect((within(dialog).getByLabelText('Amount received') as HTMLInputElement).value).toBe('100.00');
  });
});
