import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { MyPurchasesPage } from './my-purchases-page.tsx';
import { fakeApi, type FakeRequest, initTestI18n, renderAt, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { logIn, order, orderDetail, page } from './order-test-utils.tsx';

const ROUTES = { '/myPurchases/:status?': MyPurchasesPage };
const location = () => screen.getByTestId('location').textContent;
const card = (orderNo: string) => screen.getByRole('article', { name: `Order ${orderNo}` });

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

describe('my orders', () => {
  it("lists the URL's status and moves the status into the URL when another tab is chosen", async () => {
    const api = fakeApi({
      '/user/order_list': ({ params }: FakeRequest) =>
        page(params.get('status') === '2' ? [order(7, 2)] : [order(5, 0)]),
    });
    renderAt('/myPurchases/0', ROUTES);
    expect(await screen.findByRole('article', { name: 'Order 202511210000005' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Waiting pay' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/user/order_list')[0]?.params.toString()).toBe('status=0&page=1&limit=10');

    fireEvent.click(screen.getByRole('tab', { name: 'Delivered' }));
    await waitFor(() => expect(location()).toBe('/myPurchases/2'));
    expect(await screen.findByRole('article', { name: 'Order 202511210000007' })).toBeTruthy();
    expect(api.callsTo('/user/order_list').at(-1)?.params.get('status')).toBe('2');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Waiting pay',
      'Waiting delivery',
      'Delivered',
      'Received',
      'Completed',
      'Cancelled',
      'In after-sale',
    ]);
  });

  it("treats an unknown status as 'all'", async () => {
    const api = fakeApi({ '/user/order_list': page([]) });
    renderAt('/myPurchases/banana', ROUTES);
    expect(await screen.findByText('No orders here')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('/user/order_list')[0]?.params.get('status')).toBe('all');
  });

  it('shows each order with its figures and the actions of its status', async () => {
    fakeApi({ '/user/order_list': page([order(1, 0), order(2, 1), order(3, 2), order(4, 3), order(5, -1)]) });
    renderAt('/myPurchases/all', ROUTES);
    const waiting = await screen.findByRole('article', { name: 'Order 202511210000001' });
    expect(within(waiting).getByText('Waiting pay')).toBeTruthy();
    expect(within(waiting).getByText('USB-C Hub')).toBeTruthy();
    expect(within(waiting).getByText('3 items')).toBeTruthy();
    expect(within(waiting).getByText('Subtotal $699.99')).toBeTruthy();
    expect(within(waiting).getByText('Freight $5.00')).toBeTruthy();
    expect(within(waiting).getByText('$704.99')).toBeTruthy();
    expect(
      within(waiting)
        .getByRole('link', { name: /Slim Laptop/ })
        .getAttribute('href'),
    ).toBe('/orderInfo/1');

    const buttons = (orderNo: string) =>
      within(card(orderNo))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons('202511210000001')).toEqual(['Cancel order', 'Pay now']);
    expect(buttons('202511210000002')).toEqual(['Apply refund']);
    expect(buttons('202511210000003')).toEqual(['Apply refund', 'Confirm received']);
    expect(buttons('202511210000004')).toEqual(['Apply refund', 'Review']);
    expect(buttons('202511210000005')).toEqual([]);
    expect(within(card('202511210000005')).getByText('Cancelled')).toBeTruthy();
  });

  it("shows an order's shop voucher and promo code apart, each only when it took something off", async () => {
    fakeApi({
      '/user/order_list': page([
        order(1, 1, { discount: '15.00', shop_discount: '5.00', promo_discount: '10.00', total: '689.99' }),
        order(2, 1, { discount: '5.00', shop_discount: '5.00', total: '699.99' }),
      ]),
    });
    renderAt('/myPurchases/all', ROUTES);
    const both = await screen.findByRole('article', { name: 'Order 202511210000001' });
    expect(within(both).getByText('Shop voucher −$5.00')).toBeTruthy();
    expect(within(both).getByText('Promo code −$10.00')).toBeTruthy();
    const voucherOnly = card('202511210000002');
    expect(within(voucherOnly).getByText('Shop voucher −$5.00')).toBeTruthy();
    expect(within(voucherOnly).queryByText(/Promo code/)).toBeNull();
  });

  it('opens payment, the refund form and the review form from the actions', async () => {
    fakeApi({ '/user/order_list': page([order(1, 0), order(3, 2), order(4, 3)]) });
    const { router } = renderAt('/myPurchases/all', ROUTES);
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Order 202511210000001' })).getByRole('button', {
        name: 'Pay now',
      }),
    );
    await waitFor(() => expect(location()).toBe('/payment?orders=1'));

    await router.navigate('/myPurchases/all');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Order 202511210000003' })).getByRole('button', {
        name: 'Apply refund',
      }),
    );
    await waitFor(() => expect(location()).toBe('/refund/3/202511210000003/101,102/704.99'));

    await router.navigate('/myPurchases/all');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Order 202511210000004' })).getByRole('button', {
        name: 'Review',
      }),
    );
    await waitFor(() => expect(location()).toBe('/comment?order=4'));
  });

  it('cancels an order only after the shopper confirms, then lists the orders again', async () => {
    let cancelled = false;
    const api = fakeApi({
      '/user/order_list': () => page([order(1, cancelled ? -1 : 0)]),
      '/order/cancel': () => {
        cancelled = true;
        return orderDetail(1, -1);
      },
    });
    renderAt('/myPurchases/all', ROUTES);
    const cancelButton = () => within(card('202511210000001')).getByRole('button', { name: 'Cancel order' });

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancel this order? Its items go back on sale.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Cancel this order? Its items go back on sale.')).toBeNull());
    expect(api.callsTo('/order/cancel')).toHaveLength(0);

    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Order cancelled'));
    expect(api.callsTo('/order/cancel').map((call) => call.body)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(within(card('202511210000001')).getByText('Cancelled')).toBeTruthy());
  });

  it('confirms receipt after the confirm prompt', async () => {
    const api = fakeApi({ '/user/order_list': page([order(3, 2)]), '/order/confirm': orderDetail(3, 3) });
    renderAt('/myPurchases/2', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm received' }));
    expect(await screen.findByText('Confirm that you have received this order?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Receipt confirmed'));
    expect(api.callsTo('/order/confirm').map((call) => call.body)).toEqual([{ id: 3 }]);
  });
});
