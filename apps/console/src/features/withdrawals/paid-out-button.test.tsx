import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { PaidOutButton } from './paid-out-button.tsx';

const withdrawal: ConsoleWithdrawalDto = {
  id: 3,
  reference: 'WD14142103',
  type: 'bank',
  amount: '100.00',
  fee: '2.00',
  total: '102.00',
  bank_card: '•••• 1234',
  bank_card_no: '6222 0000 0000 1234',
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('paid out', { timeout: 20_000 }, () => {
  it('asks first, naming the amount and the card, then posts the id with an Idempotency-Key', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Approved', data: { ...withdrawal, status: 1 } });
    renderWithProviders(<PaidOutButton withdrawal={withdrawal} attempts={new IdempotentAttempts()} />);

    fireEvent.click(screen.getByRole('button', { name: 'Paid out' }));
    expect(
      await screen.findByText('Only once $100.00 has been sent to card 6222 0000 0000 1234 (First Bank).'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/withdrawal/approve');
    expect(sentBody(fetchMock)).toEqual({ id: 3 });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a seller's withdrawal", { timeout: 20_000 }, () => {
  it('names the payout account as it was asked, not a card', async () => {
    stubFetch({ code: 1, msg: 'Approved', data: null });
    renderWithProviders(
      <PaidOutButton
        withdrawal={{
          ...withdrawal,
          bank_card_no: '1234567890',
          bank_name: 'Kasikornbank',
          buyer: null,
          seller: { shop_id: 9, shop_name: 'Teak House', account: 'teak' },
          payout_account: {
            id: 5,
            holder_name: 'Somchai Jaidee',
            bank_name: 'Kasikornbank',
            account_no: '123-4-56789-0',
            kind: 'local',
            swift: null,
          },
        }}
        attempts={new IdempotentAttempts()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Paid out' }));
    expect(
      await screen.findByText(
        "Only once $100.00 has been sent to Somchai Jaidee's account 123-4-56789-0 at Kasikornbank.",
      ),
    ).toBeTruthy();
  });
});

describe('card numbers', () => {
  it('are shown in groups of four, whatever spacing the shopper typed', async () => {
    const { groupCardNo } = await import('./card-no.ts');
    expect(groupCardNo('6222021234567890')).toBe('6222 0212 3456 7890');
    expect(groupCardNo('6222 0212 345 67890123')).toBe('6222 0212 3456 7890 123');
  });
});
