import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures.ts';
import { fakeApi, fill, ok, refused, renderRoutes } from '../../test/render.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

const info = { balance: '250.00', fee_rate: 1.5, fee_min: '1.00', min_amount: '10.00' };

function show() {
  return renderRoutes([{ path: '/money/withdraw', element: <WithdrawPage /> }], '/money/withdraw');
}

/** The live figure beside a label of the quote card. */
const figure = (label: string) =>
  screen.getByText(label).closest('tr')?.querySelector('.ant-descriptions-item-content')?.textContent;

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdrawing', { timeout: 20_000 }, () => {
  it('shows the charge and the total as the amount is typed, and refuses what the balance cannot cover', async () => {
    const api = fakeApi({ '/api/seller/withdraw': ok(info), '/api/seller/me': ok(me) });
    show();

    expect(await screen.findByText('Available balance')).toBeTruthy();
    fill('Amount', '100');
    await waitFor(() => expect(figure('Service charge')).toBe('$1.50'));
    expect(figure('Taken from the balance')).toBe('$101.50');

    fill('Amount', '10');
    await waitFor(() => expect(figure('Service charge')).toBe('$1.00'));

    fill('Amount', '248');
    expect(await screen.findByText('With the charge of $3.72 this is more than your balance of $250.00.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(0);
  });

  it('sends the bank withdrawal with an Idempotency-Key and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      'POST /api/seller/withdraw': refused('The balance cannot cover this amount and its charge of $1.50', {
        error: 'WITHDRAW_ABOVE_BALANCE',
      }),
    });
    show();

    await screen.findByText('Available balance');
    fill('Card number', '6222 0000 1111 2222');
    fill('Bank', 'Bank of Asia');
    fill('Amount', '100');
    fill('Payment code', '123456');
    // The quote follows the amount (useWatch) a moment later; the button waits for it.
    await waitFor(() => expect(figure('Taken from the balance')).toBe('$101.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(1));
    const sent = api.callsTo('/api/seller/withdraw', 'POST')[0];
    expect(sent?.body).toEqual({
      type: 'bank',
      amount: '100',
      pay_password: '123456',
      bank_card_no: '6222 0000 1111 2222',
      bank_name: 'Bank of Asia',
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('The balance cannot cover this amount and its charge of $1.50')).toBeTruthy();
  });

  it('asks for a payment code first when the shop has none', async () => {
    fakeApi({ '/api/seller/withdraw': ok(info), '/api/seller/me': ok({ ...me, has_pay_password: false }) });
    show();
    expect(await screen.findByText('Set a payment code first: every withdrawal asks for it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
