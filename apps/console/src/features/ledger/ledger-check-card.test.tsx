import type { LedgerCheckDto } from '@shop/contract/console-wallet';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLedgerOk, LedgerCheckResult } from './ledger-check-card.tsx';
import { renderWithProviders } from '../../test/render.tsx';

const byKind = {
  order_pay: '-30.00',
  recharge: '100.00',
  withdraw_hold: '0.00',
  withdraw_return: '0.00',
  refund: '0.00',
  adjustment: '0.00',
};

const ok: LedgerCheckDto = {
  accounts: 3,
  mismatches: [],
  platform: {
    escrow: '0.00',
    open_orders_held: '0.00',
    revenue: '0.00',
    shops_total: '0.00',
    shop_mismatches: [],
    unbalanced_orders: [],
    money_in_less_out: '70.00',
    all_balances: '70.00',
  },
  total_balances: '70.00',
  total_entries: '70.00',
  by_kind: byKind,
  balanced: true,
};

const broken: LedgerCheckDto = {
  ...ok,
  mismatches: [{ user_id: 7, account: 'ann', balance: '80.00', entries_total: '70.00' }],
  total_balances: '80.00',
  balanced: false,
};

afterEach(cleanup);

describe('ledger check', { timeout: 20_000 }, () => {
  it('is OK only when balanced, without mismatches, and the totals agree', () => {
    expect(isLedgerOk(ok)).toBe(true);
    expect(isLedgerOk(broken)).toBe(false);
    expect(isLedgerOk({ ...ok, balanced: false })).toBe(false);
    expect(isLedgerOk({ ...ok, mismatches: broken.mismatches })).toBe(false);
    expect(isLedgerOk({ ...ok, total_entries: '69.99' })).toBe(false);
  });

  it('shows OK and the totals for a balanced ledger', () => {
    renderWithProviders(<LedgerCheckResult check={ok} onOpenAccount={vi.fn()} />);

    expect(screen.getByRole('status').textContent).toBe('OK');
    expect(screen.getByText('Accounts checked')).toBeTruthy();
    expect(screen.getByText('Order payment')).toBeTruthy();
    expect(screen.queryByText('ann')).toBeNull();
  });

  it('shows NOT BALANCED and the mismatched accounts, which open their ledger', () => {
    const onOpenAccount = vi.fn();
    renderWithProviders(<LedgerCheckResult check={broken} onOpenAccount={onOpenAccount} />);

    expect(screen.getByRole('status').textContent).toBe('NOT BALANCED');
    fireEvent.click(screen.getByRole('button', { name: 'ann' }));
    expect(onOpenAccount).toHaveBeenCalledWith('ann');
  });
});
