import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures.ts';
import { fakeApi, fill, ok, refused, renderRoutes } from '../../test/render.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

const info = { balance: '250.00', fee_rate: 1.5, fee_min: '1.00', min_amount: '10.00' };
const thai = {
  id: 5,
  holder_name: 'Somchai Jaidee',
  bank_name: 'Kasikornbank',
  account_no: '123-4-56789-0',
  kind: 'local',
  swift: 'KASITHBK',
};
const iban = {
  id: 6,
  holder_name: 'Tea House GmbH',
  bank_name: 'Commerzbank',
  account_no: 'DE89 3704 0044 0532 0130 00',
  kind: 'iban',
  swift: null,
};
const accounts = (list: unknown[]) => ok({ list, max: 10 });

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
    const api = fakeApi({
      '/api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      '/api/seller/payout_accounts': accounts([thai]),
    });
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

  it('sends the chosen payout account with an Idempotency-Key and shows the server’s refusal', async () => {
    const api = fakeApi({
      'GET /api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      '/api/seller/payout_accounts': accounts([thai, iban]),
      'POST /api/seller/withdraw': refused('The balance cannot cover this amount and its charge of $1.50', {
        error: 'WITHDRAW_ABOVE_BALANCE',
      }),
    });
    show();

    await screen.findByText('Available balance');
    // Each saved account is offered whole; none is chosen for the seller when there are several.
    expect(screen.getByText('123-4-56789-0')).toBeTruthy();
    expect(screen.getByText('DE89 3704 0044 0532 0130 00')).toBeTruthy();
    fill('Amount', '100');
    fill('Payment code', '123456');
    await waitFor(() => expect(figure('Taken from the balance')).toBe('$101.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please choose a payout account')).toBeTruthy();
    expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /DE89 3704/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(1));
    const sent = api.callsTo('/api/seller/withdraw', 'POST')[0];
    expect(sent?.body).toEqual({ amount: '100', pay_password: '123456', payout_account_id: 6 });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('The balance cannot cover this amount and its charge of $1.50')).toBeTruthy();
  });

  it('sends a withdrawal to the one saved account without asking to choose it', async () => {
    const api = fakeApi({
      'GET /api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      '/api/seller/payout_accounts': accounts([thai]),
      'POST /api/seller/withdraw': ok({}),
    });
    show();
    await screen.findByText('Available balance');
    fill('Amount', '50');
    fill('Payment code', '123456');
    await waitFor(() => expect(figure('Taken from the balance')).toBe('$51.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/withdraw', 'POST')[0]?.body).toMatchObject({ payout_account_id: 5 });
  });

  it('asks for a payout account first when the shop has none', async () => {
    fakeApi({
      '/api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      '/api/seller/payout_accounts': accounts([]),
    });
    show();
    expect(
      await screen.findByText('Add a payout account first: withdrawals are paid to one of your saved accounts.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a payout account' }).getAttribute('href')).toBe(
      '/money/payout-accounts',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('asks for a payment code first when the shop has none', async () => {
    fakeApi({
      '/api/seller/withdraw': ok(info),
      '/api/seller/me': ok({ ...me, has_pay_password: false }),
      '/api/seller/payout_accounts': accounts([thai]),
    });
    show();
    expect(await screen.findByText('Set a payment code first: every withdrawal asks for it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the authenticator’s code when two-factor sign-in is on, and puts a wrong one on its field', async () => {
    const api = fakeApi({
      'GET /api/seller/withdraw': ok(info),
      '/api/seller/me': ok({ ...me, two_factor_enabled: true }),
      '/api/seller/payout_accounts': accounts([thai]),
      'POST /api/seller/withdraw': refused('The code is not right', { error: 'TWO_FACTOR_CODE_WRONG' }),
    });
    show();
    await screen.findByText('Available balance');
    fill('Amount', '50');
    fill('Payment code', '123456');
    await waitFor(() => expect(figure('Taken from the balance')).toBe('$51.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter the 6 digits from your authenticator app')).toBeTruthy();
    expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(0);

    fill('Authenticator code', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsTo('/api/seller/withdraw', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/withdraw', 'POST')[0]?.body).toEqual({
      amount: '50',
      pay_password: '123456',
      payout_account_id: 5,
      two_factor_code: '246810',
    });
    expect(await screen.findByText('The code is not right')).toBeTruthy();
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it('asks no code when two-factor sign-in is off', async () => {
    fakeApi({
      'GET /api/seller/withdraw': ok(info),
      '/api/seller/me': ok(me),
      '/api/seller/payout_accounts': accounts([thai]),
    });
    show();
    await screen.findByText('Available balance');
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
  });
});
