import type { OperatorRole } from '@shop/contract/console-access';
import type { LedgerViewDto } from '@shop/contract/console-wallet';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerAccount } from './ledger-account.tsx';
import { renderWithProviders } from '../test/render.tsx';

function view(balance: string, entriesTotal: string): LedgerViewDto {
  return {
    user: { id: 7, account: 'ann', balance, entries_total: entriesTotal },
    entries: {
      list: [
        {
          id: 2,
          kind: 'order_pay',
          amount: '-30.00',
          balance_after: '70.00',
          created_at: '2026-03-02T10:00:00.000Z',
          ref: { type: 'order', id: 5, label: '202603020001' },
        },
        {
          id: 1,
          kind: 'recharge',
          amount: '100.00',
          balance_after: '100.00',
          created_at: '2026-03-01T10:00:00.000Z',
          ref: { type: 'recharge', id: 12, label: '#12' },
        },
      ],
      total: 2,
      page: 1,
      limit: 10,
    },
  };
}

function show(ledger: LedgerViewDto, roles: OperatorRole[] = ['admin']) {
  renderWithProviders(
    <MemoryRouter>
      <LedgerAccount view={ledger} loading={false} limit={10} onPage={vi.fn()} />
    </MemoryRouter>,
    { roles },
  );
}

const isRed = (element: HTMLElement) => element.classList.contains('ant-typography-danger');

afterEach(cleanup);

describe('ledger of one account', { timeout: 20_000 }, () => {
  it('shows the entries total in red, with the difference, when it is not the balance', () => {
    show(view('70.00', '100.00'));

    expect(isRed(screen.getByTestId('entries-total'))).toBe(true);
    expect(screen.getByTestId('entries-total').textContent).toBe('$100.00');
    expect(screen.getByText('The balance differs from the sum of its entries by -$30.00.')).toBeTruthy();
  });

  it('shows a matching total plainly, without a warning', () => {
    show(view('70.00', '70.00'));

    expect(isRed(screen.getByTestId('entries-total'))).toBe(false);
    expect(screen.queryByText(/differs from the sum/)).toBeNull();
  });

  it('lists the entries with their kind, signed amount and a link to what they refer to', () => {
    show(view('70.00', '70.00'));

    expect(screen.getByText('Order payment')).toBeTruthy();
    expect(isRed(screen.getByText('-$30.00'))).toBe(true);
    expect(screen.getByText('+$100.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order 202603020001' }).getAttribute('href')).toBe('/orders/5');
    expect(screen.getByRole('link', { name: 'Recharge #12' }).getAttribute('href')).toBe(
      '/recharges?status=all&account=ann',
    );
  });

  it('links a reference only to a page the operator may open (support reads a shopper ledger without them)', () => {
    const ledger = view('70.00', '70.00');
    ledger.entries.list.push({
      id: 3,
      kind: 'refund',
      amount: '10.00',
      balance_after: '80.00',
      created_at: '2026-03-03T10:00:00.000Z',
      ref: { type: 'refund', id: 12, label: '#12' },
    });
    show(ledger, ['support']);

    expect(screen.getByText('Order 202603020001').closest('a')).toBeNull();
    expect(screen.getByText('Recharge #12').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Refund #12' }).getAttribute('href')).toBe('/refunds/12');
  });
});
