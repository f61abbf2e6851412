import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { OrderResultPage } from './order-result-page.tsx';
import { fakeApi, initTestI18n, renderAt, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { logIn } from './order-test-utils.tsx';

const info = (statuses: number[], total: string) => ({
  orders: statuses.map((status, i) => ({ id: i + 1, order_no: `20251121000000${i + 1}`, total: '10.00', status })),
  total,
  balance: '90.00',
  has_pay_password: true,
  pay_deadline: null,
});

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payment result', () => {
  it('says the orders are paid, with the ways to the orders and back to shopping', async () => {
    fakeApi({ '/order/pay_info': info([1, 1], '0.00') });
    renderAt('/order?orders=1,2', { '/order': OrderResultPage });
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View orders' }).getAttribute('href')).toBe('/myPurchases/1');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/home');
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
  });

  it('says what is still to pay when an order is waiting, read from the server rather than assumed', async () => {
    fakeApi({ '/order/pay_info': info([1, 0], '10.00') });
    renderAt('/order?orders=1,2', { '/order': OrderResultPage });
    expect(await screen.findByText('Not paid yet')).toBeTruthy();
    expect(screen.getByText('$10.00 still to pay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/payment?orders=2');
  });
});
