import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  spyOnToasts,
  resetAllAndCloseDialogs,
} from '../../test-support/screen-harness.tsx';
import { logIn } from './order-test-utils.tsx';
import { PaymentPage } from './payment-page.tsx';

const PAY_INFO = {
  orders: [
    { id: 1, order_no: '202511210000001', total: '704.99', status: 0 },
    { id: 2, order_no: '202511210000002', total: '20.00', status: 0 },
  ],
  total: '724.99',
  balance: '1000.00',
  has_pay_password: true,
  pay_deadline: '2099-01-01T00:00:00.000Z',
};
const PAID = {
  orders: PAY_INFO.orders.map(({ id, order_no, total }) => ({ id, order_no, total })),
  paid: '724.99',
  balance: '275.01',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderPayment = () => renderAt('/payment?orders=1,2', { '/payment': PaymentPage });
const location = () => screen.getByTestId('location').textContent;
const codeInput = () => screen.getByLabelText('Payment code') as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: 'Pay $724.99' });

async function pay(code: string) {
  // Each tap comes a moment after the previous answer, outside the client's 1 s duplicate-submit window.
  resetDuplicateGuardForTests();
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(payButton());
}

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAllAndCloseDialogs);

describe('the payment page', () => {
  it('shows the amount, the balance, the orders and the time left to pay', async () => {
    fakeApi({ '/order/pay_info': PAY_INFO });
    renderPayment();
    expect(await screen.findByText('$724.99')).toBeTruthy();
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText('Order no. 202511210000001')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within \d+:\d\d:\d\d$/);
  });

  it('offers to set a payment code when none is set, without calling pay', async () => {
    const api = fakeApi({ '/order/pay_info': { ...PAY_INFO, has_pay_password: false } });
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay $724.99' }));
    expect(
      await screen.findByText('You have not set a payment code yet. Set one in settings to pay.', {
        selector: '.adm-dialog-content *',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to settings' }));
    await waitFor(() => expect(location()).toBe('/changePayPwd'));
    expect(api.callsTo('/order/pay')).toHaveLength(0);
  });

  it('offers to set a payment code when the server says none is set (PAY_PASSWORD_NOT_SET)', async () => {
    fakeApi({
      '/order/pay_info': PAY_INFO,
      '/order/pay': new Refusal('PAY_PASSWORD_NOT_SET', 'Please set a payment code first'),
    });
    renderPayment();
    await screen.findByText('$724.99');
    await pay('123456');
    expect(await screen.findByText('Please set a payment code first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to settings' }));
    await waitFor(() => expect(location()).toBe('/changePayPwd'));
  });

  it('offers to recharge when the balance is below the total, without calling pay', async () => {
    const api = fakeApi({ '/order/pay_info': { ...PAY_INFO, balance: '724.98' } });
    renderPayment();
    await screen.findByText('$724.98');
    await pay('123456');
    expect(
      await screen.findByText('Your balance is not enough for this payment.', { selector: '.adm-dialog-content *' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(location()).toBe('/topUp'));
    expect(api.callsTo('/order/pay')).toHaveLength(0);
  });

  it('offers to recharge when the server finds the balance short (INSUFFICIENT_BALANCE)', async () => {
    fakeApi({
      '/order/pay_info': PAY_INFO,
      '/order/pay': new Refusal('INSUFFICIENT_BALANCE', 'Insufficient balance, please recharge'),
    });
    renderPayment();
    await screen.findByText('$724.99');
    await pay('123456');
    expect(await screen.findByText('Insufficient balance, please recharge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(location()).toBe('/topUp'));
  });

  it('pays with the code and an Idempotency-Key, then shows the result page in place of the payment', async () => {
    const api = fakeApi({ '/order/pay_info': PAY_INFO, '/order/pay': PAID });
    const { router } = renderPayment();
    await screen.findByText('$724.99');
    await pay('123456');
    await waitFor(() => expect(location()).toBe('/order?orders=1,2'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The result page shows the amount the server says it took.
    expect(router.state.location.state).toEqual({ paid: '724.99' });
    expect(toast.success).toHaveBeenCalledWith('Pay success');
    const [call] = api.callsTo('/order/pay');
    expect(call?.body).toEqual({ order_ids: [1, 2], pay_password: '123456' });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('refuses a code that is not 6 to 12 digits before sending it', async () => {
    const api = fakeApi({ '/order/pay_info': PAY_INFO });
    renderPayment();
    await screen.findByText('$724.99');
    await pay('12345');
    expect(await screen.findByText('Enter your payment code: 6 to 12 digits')).toBeTruthy();
    fireEvent.change(codeInput(), { target: { value: '12ab34' } });
    expect(codeInput().value).toBe('1234');
    expect(api.callsTo('/order/pay')).toHaveLength(0);
  });

  it('reuses the Idempotency-Key when an unanswered payment is retried, and takes a new one after an answer', async () => {
    const answers: unknown[] = [
      new NetworkDown(),
      new Refusal('PAY_PASSWORD_WRONG', 'Wrong payment code, 4 attempts left'),
      new Refusal('PAY_PASSWORD_WRONG', 'Wrong payment code, 3 attempts left'),
      PAID,
    ];
    const api = fakeApi({ '/order/pay_info': PAY_INFO, '/order/pay': (_request: FakeRequest) => answers.shift() });
    renderPayment();
    await screen.findByText('$724.99');

    // The connection drops: the outcome is unknown, so the same attempt goes again with the same key.
    await pay('123456');
    expect(await screen.findByText('backend interface connection abnormal')).toBeTruthy();
    expect(toast.fail).toHaveBeenCalledWith('Pay fail');
    await pay('123456');
    expect(await screen.findByText('Wrong payment code, 4 attempts left')).toBeTruthy();
    // The server answered "wrong code": the same code again is a new attempt.
    await pay('123456');
    expect(await screen.findByText('Wrong payment code, 3 attempts left')).toBeTruthy();
    await pay('654321');
    await waitFor(() => expect(location()).toBe('/order?orders=1,2'));

    const keys = api.callsTo('/order/pay').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
  });

  it('says there is nothing to pay when the orders are already paid', async () => {
    fakeApi({ '/order/pay_info': { ...PAY_INFO, orders: PAY_INFO.orders.map((o) => ({ ...o, status: 1 })) } });
    renderPayment();
    expect(await screen.findByText('These orders are already paid or cancelled.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe('/myPurchases/all');
  });
});
