import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { OrderInfoPage } from './order-info-page.tsx';
import { fakeApi, initTestI18n, Refusal, renderAt, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { logIn, orderDetail } from './order-test-utils.tsx';

const ROUTES = { '/orderInfo/:id?': OrderInfoPage };

const SHIPPED = orderDetail(9, 2, {
  promo_code: 'WELCOME10',
  remark: 'Leave it at the door',
  paid_at: '2025-11-21T08:05:00.000Z',
  timeline: [
    { kind: 'created', status: 0, actor: 'shopper', at: '2025-11-21T08:00:00.000Z' },
    { kind: 'paid', status: 1, actor: 'shopper', at: '2025-11-21T08:05:00.000Z' },
    { kind: 'shipped', status: 2, actor: 'operator', at: '2025-11-22T10:00:00.000Z' },
  ],
  logistics: {
    carrier: 'DHL Express',
    tracking_no: 'JD0146000012345',
    events: [
      { description: 'Picked up by the carrier', at: '2025-11-22T10:00:00.000Z' },
      { description: 'Arrived at the London hub', at: '2025-11-23T06:30:00.000Z' },
    ],
  },
});

const stepTitles = (section: string) =>
  [...screen.getByRole('heading', { name: section }).parentElement!.querySelectorAll('.adm-step-title')].map(
    (el) => el.textContent,
  );

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
  document.body.innerHTML = '';
});

describe('the order detail', () => {
  it('shows the status, address, lines, amounts, promo code, remark and order number', async () => {
    const api = fakeApi({ '/order/detail': SHIPPED });
    renderAt('/orderInfo/9', ROUTES);
    expect(await screen.findByText('Delivered', { selector: '.order-banner__status' })).toBeTruthy();
    expect(api.callsTo('/order/detail')[0]?.params.get('id')).toBe('9');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('12 St James Square, London, United Kingdom')).toBeTruthy();
    expect(screen.getByText('Slim Laptop')).toBeTruthy();
    expect(screen.getByText('Goods (3 items)')).toBeTruthy();
    expect(screen.getByText('$704.99')).toBeTruthy();
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    expect(screen.getByText('Leave it at the door')).toBeTruthy();
    expect(screen.getByText('202511210000009')).toBeTruthy();
  });

  it("opens the chat with the order's shop, the order ready to send", async () => {
    fakeApi({ '/order/detail': SHIPPED });
    renderAt('/orderInfo/9', ROUTES);
    const chat = await screen.findByRole('button', { name: 'Chat' });
    // It sits in the heading row of the shop's part of the order.
    expect(chat.closest('.order-section')?.textContent).toContain('Volt Digital');
    fireEvent.click(chat);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/chat/1?order_id=9'));
  });

  it("shows the shop's voucher and the promo code as two discounts", async () => {
    fakeApi({
      '/order/detail': {
        ...SHIPPED,
        discount: '15.00',
        shop_discount: '5.00',
        promo_discount: '10.00',
        total: '689.99',
      },
    });
    renderAt('/orderInfo/9', ROUTES);
    const amount = (label: string) =>
      screen.getByText(label, { selector: '.amount-row__label' }).nextElementSibling?.textContent;
    expect(await screen.findByText('Shop voucher')).toBeTruthy();
    expect(amount('Shop voucher')).toBe('−$5.00');
    expect(amount('Promo code')).toBe('−$10.00');
    expect(amount('Total')).toBe('$689.99');
  });

  it('shows no discount line when the order had none', async () => {
    fakeApi({ '/order/detail': SHIPPED });
    renderAt('/orderInfo/9', ROUTES);
    await screen.findByText('Goods (3 items)');
    expect(screen.queryByText('Shop voucher')).toBeNull();
    expect(document.querySelectorAll('.amount-row__label')).toHaveLength(3);
  });

  it('lists every status change, newest first, with who made it', async () => {
    fakeApi({ '/order/detail': SHIPPED });
    renderAt('/orderInfo/9', ROUTES);
    await screen.findByRole('heading', { name: 'Status history' });
    expect(stepTitles('Status history')).toEqual(['Shipped', 'Paid', 'Order placed']);
    const history = screen.getByRole('heading', { name: 'Status history' }).parentElement!;
    // Shipped by an operator: the platform's step, not the shop's.
    expect(within(history).getByText(/by the platform$/)).toBeTruthy();
    expect(within(history).getAllByText(/by you$/)).toHaveLength(2);
  });

  it('shows the carrier, the tracking number and the tracking events, newest first', async () => {
    fakeApi({ '/order/detail': SHIPPED });
    renderAt('/orderInfo/9', ROUTES);
    await screen.findByRole('heading', { name: 'Logistics' });
    expect(screen.getByText('DHL Express')).toBeTruthy();
    expect(screen.getByText('JD0146000012345')).toBeTruthy();
    expect(stepTitles('Logistics')).toEqual(['Arrived at the London hub', 'Picked up by the carrier']);
  });

  it('says when the order has not shipped yet, and offers the actions of its status', async () => {
    fakeApi({ '/order/detail': orderDetail(4, 0) });
    renderAt('/orderInfo/4', ROUTES);
    expect(await screen.findByText('Not shipped yet')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Pay within /);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/payment?orders=4'));
  });

  it('copies the order number on a secure page, and says copying needs HTTPS elsewhere', async () => {
    fakeApi({ '/order/detail': SHIPPED });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderAt('/orderInfo/9', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copied'));
    expect(writeText).toHaveBeenCalledWith('202511210000009');

    vi.stubGlobal('isSecureContext', false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Copy fail: Copying needs a secure (HTTPS) page'));
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for an order that is not the shopper's", async () => {
    fakeApi({ '/order/detail': new Refusal('ORDER_NOT_FOUND', 'This order does not exist') });
    renderAt('/orderInfo/77', ROUTES);
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(toast.fail).not.toHaveBeenCalled();
  });
});
