import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures.ts';
import { fakeApi, ok, renderRoutes } from '../../test/render.tsx';
import { LedgerPage } from './ledger-page.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, fields: Record<string, unknown>) => ({
  id,
  amount: '10.00',
  balance_after: '10.00',
  ref_id: id,
  order_no: null,
  created_at: '2026-12-01T08:00:00.000Z',
  ...fields,
});

const withdrawal = {
  id: 3,
  reference: 'WD14142138',
  type: 'bank',
  amount: '40.00',
  fee: '1.00',
  total: '41.00',
  bank_card: '•••• 0202',
  bank_name: 'ICBC',
  network: null,
  address: null,
  status: 0,
  reason: '',
  created_at: '2026-12-01T08:00:00.000Z',
  audited_at: null,
  // The payout account the withdrawal was sent to, copied when it was asked (null: none was on file).
  payout_account: null,
};

describe("the shop's money records name each record by its reference", { timeout: 20_000 }, () => {
  it('the ledger: the order number of a settlement, WD… of a withdrawal (as the console and the API say)', async () => {
    fakeApi({
      '/api/seller/me': ok(me),
      '/api/seller/ledger': ok({
        list: [
          entry(3, { kind: 'withdraw_hold', amount: '-41.00', ref_type: 'withdrawal', reference: 'WD14142138' }),
          entry(7, {
            kind: 'settlement',
            ref_type: 'order',
            order_no: '2026120195826957',
            reference: '2026120195826957',
          }),
        ],
        total: 2,
        page: 1,
        limit: 20,
        balance: '10.00',
      }),
    });
    renderRoutes([{ path: '/money/ledger', element: <LedgerPage /> }], '/money/ledger');
    const withdrawalLink = await screen.findByRole('link', { name: 'Withdrawal WD14142138' });
    expect(withdrawalLink.getAttribute('href')).toBe('/money/withdrawals');
    expect(screen.getByRole('link', { name: '2026120195826957' }).getAttribute('href')).toBe('/orders/7');
  });

  it('the withdrawals: each with the same reference', async () => {
    fakeApi({
      '/api/seller/me': ok(me),
      '/api/seller/withdrawals': ok({ list: [withdrawal], total: 1, page: 1, limit: 10 }),
    });
    renderRoutes([{ path: '/money/withdrawals', element: <WithdrawalsPage /> }], '/money/withdrawals');
    const row = (await screen.findByText('WD14142138')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting for the platform')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeTruthy();
  });
});
