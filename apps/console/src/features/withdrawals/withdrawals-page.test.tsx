import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

const shoppers: ConsoleWithdrawalDto = {
  id: 3,
  reference: 'WD30000003',
  type: 'bank',
  amount: '100.00',
  fee: '2.00',
  total: '102.00',
  bank_card: '•••• 1234',
  bank_card_no: '6222000000001234',
  bank_name: 'First Bank',
  network: null,
  address: null,
  status: 0,
  reason: '',
  created_at: '2026-03-01T10:00:00.000Z',
  audited_at: null,
  buyer: { id: 7, account: 'ann' },
  seller: null,
  payout_account: null,
};

const sellers: ConsoleWithdrawalDto = {
  ...shoppers,
  id: 4,
  bank_card: '•••• 7890',
  bank_card_no: '1234567890',
  bank_name: 'Kasikornbank',
  buyer: null,
  seller: { shop_id: 9, shop_name: 'Teak House', account: 'teak' },
  payout_account: {
    id: 5,
    holder_name: 'Teak House Co., Ltd.',
    bank_name: 'Kasikornbank',
    account_no: '123-4-56789-0',
    kind: 'local',
    swift: 'KASITHBK',
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payout queue', { timeout: 30_000 }, () => {
  it("shows a seller's payout account as it was asked (holder, bank, number, SWIFT/BIC), a shopper's card as before", async () => {
    fakeApi({ '/api/console/withdrawals': ok({ list: [sellers, shoppers], total: 2, page: 1, limit: 10 }) });
    const router = createMemoryRouter([{ path: '/withdrawals', element: <WithdrawalsPage /> }], {
      initialEntries: ['/withdrawals'],
    });
    renderWithProviders(<RouterProvider router={router} />, { roles: ['finance'] });

    const seller = (await screen.findByText('123-4-56789-0')).closest('tr') as HTMLElement;
    expect(within(seller).getByText('Kasikornbank')).toBeTruthy();
    expect(within(seller).getByText('Teak House Co., Ltd. · KASITHBK')).toBeTruthy();
    // A seller's withdrawal goes to a bank account, not to a card.
    expect(within(seller).getByText('Bank account')).toBeTruthy();
    expect(within(seller).getByText(/Teak House \(teak\)/)).toBeTruthy();
    const shopper = screen.getByText('ann').closest('tr') as HTMLElement;
    expect(within(shopper).getByText('6222 0000 0000 1234')).toBeTruthy();
    expect(within(shopper).getByText('First Bank')).toBeTruthy();
  });
});
