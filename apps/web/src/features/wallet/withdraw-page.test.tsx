import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { toast } from '../../lib/toast.ts';
import {
  fakeApi,
  type FakeRequest,
  initTestI18n,
  NetworkDown,
  Refusal,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { logIn, withdrawal } from './wallet-test-utils.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

/** 1.5 % with a minimum of $1.00; $100.00 in the balance. */
const INFO = { balance: '100.00', fee_rate: 1.5, fee_min: '1.00', min_amount: '10.00' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderWithdraw = () => renderAt('/withDraw', { '/withDraw': WithdrawPage });
const location = () => screen.getByTestId('location').textContent;
const amountInput = () => screen.getByLabelText('Amount to withdraw') as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const charge = () => screen.getByTestId('withdraw-charge').textContent;
const total = () => screen.getByTestId('withdraw-total').textContent;
const receive = () => screen.getByTestId('withdraw-receive').textContent;
const posts = (api: ReturnType<typeof fakeApi>) => api.callsTo('/user/extract', 'POST');

async function fillBank(amount: string) {
  await screen.findByText('$100.00');
  type('Bank card number', '6222 0000 1111 2222');
  type('Bank name', 'Barclays');
  type('Amount to withdraw', amount);
}

async function confirmCode(code: string) {
  // Each tap comes a moment after the previous answer, outside the client's 1 s duplicate-submit window.
  resetDuplicateGuardForTests();
  const dialog = await screen.findByRole('dialog', { name: 'Enter your payment code' });
  fireEvent.change(within(dialog).getByLabelText('Payment code'), { target: { value: code } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the withdrawal page', () => {
  it('shows the balance and the charge rule, and works out the charge, the total and the net amount live', async () => {
    fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    expect(await screen.findByText('$100.00')).toBeTruthy();
    expect(screen.getByText('Service charge 1.5%, at least $1.00')).toBeTruthy();

    // Below the minimum charge: $1.00.
    type('Amount to withdraw', '50');
    expect(charge()).toBe('$1.00');
    expect(total()).toBe('$51.00');
    expect(receive()).toBe('$50.00');

    // 1.5 % of $80.30 is $1.2045: $1.20, half up to the cent.
    type('Amount to withdraw', '80.30');
    expect(charge()).toBe('$1.20');
    expect(total()).toBe('$81.50');
    expect(receive()).toBe('$80.30');
  });

  it('refuses an amount whose total is above the balance on the page, without any request', async () => {
    const api = fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    // $99.50 + $1.49 is $100.99: above the $100.00 balance although the amount alone is not.
    await fillBank('99.50');
    const message = 'The amount plus the service charge ($1.49) is more than your balance ($100.00)';
    expect(screen.getByRole('alert').textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    // The form's rules are judged asynchronously: the toast is the signal that the submit was refused.
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith(message));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toHaveLength(0);
  });

  it('refuses an empty amount and an amount of 0 or less before asking for the code', async () => {
    const api = fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    await fillBank('');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter the amount to withdraw')).toBeTruthy();
    type('Amount to withdraw', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please enter a correct amount')).toBeTruthy();
    type('Amount to withdraw', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount must be at least $10.00')).toBeTruthy();
    // Typing a minus sign is not possible: the box takes digits and one decimal point.
    type('Amount to withdraw', '-5');
    expect(amountInput().value).toBe('5');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toHaveLength(0);
  });

  it('fills the largest amount the balance covers with its charge when "All" is tapped', async () => {
    fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    await screen.findByText('$100.00');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    // $98.52 + $1.48 is exactly $100.00; a cent more would need $100.01.
    expect(amountInput().value).toBe('98.52');
    expect(total()).toBe('$100.00');
  });

  it('asks for the payment code, then withdraws with an Idempotency-Key and opens the withdrawal records', async () => {
    const api = fakeApi({ '/user/extract': ({ method }: FakeRequest) => (method === 'POST' ? withdrawal(7) : INFO) });
    const { router } = renderWithdraw();
    await fillBank('50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('dialog', { name: 'Enter your payment code' })).toBeTruthy();
    expect(
      screen.getByText('Withdraw $50.00 with a service charge of $1.00: $51.00 leaves your balance.'),
    ).toBeTruthy();
    expect(posts(api)).toHaveLength(0);

    await confirmCode('123456');
    await waitFor(() => expect(location()).toBe('/depositRecord'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.success).toHaveBeenCalledWith('Draw success');
    const [call] = posts(api);
    expect(call?.body).toEqual({
      type: 'bank',
      amount: '50.00',
      pay_password: '123456',
      bank_card_no: '6222 0000 1111 2222',
      bank_name: 'Barclays',
    });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('refuses a code that is not 6 to 12 digits before sending it', async () => {
    const api = fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    await fillBank('50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmCode('12345');
    expect(await screen.findByText('The payment code must be 6 to 12 digits')).toBeTruthy();
    expect(posts(api)).toHaveLength(0);
  });

  it('withdraws on chain with the network and address', async () => {
    const api = fakeApi({
      '/user/extract': ({ method }: FakeRequest) => (method === 'POST' ? withdrawal(8, { type: 'chain' }) : INFO),
    });
    renderWithdraw();
    await screen.findByText('$100.00');
    fireEvent.click(screen.getByRole('button', { name: 'On chain' }));
    type('Amount to withdraw', '20');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Please choose a network')).toBeTruthy();
    expect(screen.getByText('Please enter the address')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    type('Network', 'TRC20');
    type('Wallet address', 'TXYZ0000000000000000000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmCode('123456');
    await waitFor(() => expect(location()).toBe('/depositRecord'));
    expect(posts(api)[0]?.body).toEqual({
      type: 'chain',
      amount: '20.00',
      pay_password: '123456',
      network: 'TRC20',
      address: 'TXYZ0000000000000000000000000001',
    });
  });

  it('offers to set a payment code when none is set, without asking for one or sending anything', async () => {
    logIn({ has_pay_password: false });
    const api = fakeApi({ '/user/extract': INFO });
    renderWithdraw();
    await fillBank('50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('You have not set a payment code yet. Set one in settings to withdraw.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Enter your payment code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to settings' }));
    await waitFor(() => expect(location()).toBe('/changePayPwd'));
    expect(posts(api)).toHaveLength(0);
  });

  it('keeps the Idempotency-Key when an unanswered withdrawal is retried, and takes a new one after an answer', async () => {
    const answers: unknown[] = [
      new NetworkDown(),
      new Refusal('PAY_PASSWORD_WRONG', 'Wrong payment code, 4 attempts left'),
      withdrawal(9),
    ];
    const api = fakeApi({ '/user/extract': ({ method }: FakeRequest) => (method === 'POST' ? answers.shift() : INFO) });
    renderWithdraw();
    await fillBank('50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    // The connection drops: the outcome is unknown, so the same withdrawal goes again with the same key, whatever
    // code is typed the second time (the server leaves the code out of the request's fingerprint).
    await confirmCode('123456');
    expect(await screen.findByText('backend interface connection abnormal')).toBeTruthy();
    await confirmCode('123457');
    // The server answered: the wrong code stays under the field, and the next try is a new attempt.
    expect(await screen.findByText('Wrong payment code, 4 attempts left')).toBeTruthy();
    expect((screen.getByLabelText('Payment code') as HTMLInputElement).value).toBe('');
    await confirmCode('654321');
    await waitFor(() => expect(location()).toBe('/depositRecord'));

    const keys = posts(api).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('goes back to the amount when the server finds it above the balance after all', async () => {
    const api = fakeApi({
      '/user/extract': ({ method }: FakeRequest) =>
        method === 'POST'
          ? new Refusal('WITHDRAW_ABOVE_BALANCE', 'The amount plus the service charge ($1.00) exceeds your balance')
          : INFO,
    });
    renderWithdraw();
    await fillBank('50');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmCode('123456');
    expect(await screen.findByText('The amount plus the service charge ($1.00) exceeds your balance')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter your payment code' })).toBeNull());
    // The figures are read again (the balance moved elsewhere).
    await waitFor(() => expect(api.callsTo('/user/extract', 'GET').length).toBeGreaterThan(1));
  });
});
