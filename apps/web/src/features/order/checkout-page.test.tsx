import type { CheckoutPreviewBody, CheckoutPreviewDto } from '@shop/contract/order';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { CheckoutPage } from './checkout-page.tsx';
import {
  fakeApi,
  type FakeRequest,
  initTestI18n,
  Refusal,
  renderAt,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { line, logIn, shop } from './order-test-utils.tsx';

const HOME = {
  id: 3,
  addressee: 'Ada Lovelace',
  mobile: '+44 20 7946 0000',
  country: 'GB',
  area: 'London',
  detail: '12 St James Square',
  tag: 'home',
  is_default: true,
};
const OFFICE = {
  ...HOME,
  id: 4,
  addressee: 'Ada at work',
  detail: '1 Canada Square',
  tag: 'company',
  is_default: false,
};

/**
 * A preview whose figures are deliberately not what adding up the lines would give: the page must show the
 * server's numbers, never its own sums.
 */
const NO_VOUCHER = { voucher: null, discount: '0.00', error: null, message: null, available: [] };

function preview(body: CheckoutPreviewBody): CheckoutPreviewDto {
  const promo = body.promo_code;
  return {
    address: body.address_id === OFFICE.id ? OFFICE : HOME,
    groups: [
      {
        shop: shop(1, 'Volt Digital'),
        items: [{ ...line(1, 'Slim Laptop', '649.99', 1), compare_at_price: '799.99' }],
        quantity: 1,
        goods_amount: '649.99',
        freight: '0.00',
        discount: '0.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        total: '649.99',
        free_freight_from: '99.00',
        shop_voucher: NO_VOUCHER,
      },
      {
        shop: shop(2, 'Green Leaf Tea'),
        items: [line(2, 'Jasmine Tea', '12.00', 2)],
        quantity: 2,
        goods_amount: '24.00',
        freight: '6.50',
        discount: '0.00',
        shop_discount: '0.00',
        promo_discount: '0.00',
        total: '30.50',
        free_freight_from: '50.00',
        shop_voucher: NO_VOUCHER,
      },
    ],
    quantity: 3,
    goods_amount: '673.99',
    // Not the sum of the shops' freight, nor goods + freight: only a page that shows the server's figures passes.
    freight: '4.99',
    discount: promo === 'WELCOME10' ? '10.00' : '0.00',
    shop_discount: '0.00',
    promo_discount: promo === 'WELCOME10' ? '10.00' : '0.00',
    total: promo === 'WELCOME10' ? '668.01' : '678.01',
    promo: promo
      ? promo === 'WELCOME10'
        ? { code: promo, discount: '10.00', error: null, message: null }
        : { code: promo, discount: '0.00', error: 'PROMO_EXPIRED', message: 'This promo code has expired' }
      : null,
    balance: '1000.00',
  };
}

const CREATED = {
  checkout_no: 'C20251121000001',
  orders: [
    { id: 11, order_no: '202511210000011', total: '649.99' },
    { id: 12, order_no: '202511210000012', total: '30.50' },
  ],
  total: '680.49',
  pay_deadline: '2099-01-01T00:00:00.000Z',
};

const ROUTES = { '/checkout': CheckoutPage };
const location = () => screen.getByTestId('location').textContent;
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const amountOf = (label: string) => within(summary()).getByText(label).nextElementSibling?.textContent;

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

describe('the checkout', () => {
  it("shows the address, each shop's lines and freight, and the server's totals", async () => {
    const api = fakeApi({ '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody) });
    renderAt('/checkout', ROUTES);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(api.callsTo('/order/preview')[0]?.body).toEqual({ source: { cart: true } });

    const volt = screen.getByRole('region', { name: 'Volt Digital' });
    expect(within(volt).getByText('Slim Laptop')).toBeTruthy();
    // The line's compare-at price, crossed out beside the price charged.
    const laptop = within(volt).getByText('Slim Laptop').closest('.order-item') as HTMLElement;
    expect(laptop.querySelector('.order-item__price')?.textContent).toBe('$649.99');
    expect(within(laptop).getByLabelText('Was $799.99').tagName).toBe('S');
    expect(within(volt).getByText('Free shipping')).toBeTruthy();
    const tea = screen.getByRole('region', { name: 'Green Leaf Tea' });
    expect(within(tea).getByText('$6.50')).toBeTruthy();
    expect(tea.querySelector('.compare-at')).toBeNull();
    expect(within(tea).getByText('Free shipping from $50.00')).toBeTruthy();

    expect(amountOf('Goods (3 items)')).toBe('$673.99');
    expect(amountOf('Freight')).toBe('$4.99');
    expect(within(summary()).queryByText('Discount')).toBeNull();
    expect(amountOf('Total')).toBe('$678.01');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$678.01');
  });

  it('buys one SKU straight from the product page with ?sku=&qty=', async () => {
    const api = fakeApi({ '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody) });
    renderAt('/checkout?sku=5&qty=2', ROUTES);
    await screen.findByText('Ada Lovelace');
    expect(api.callsTo('/order/preview')[0]?.body).toEqual({ source: { buy_now: { sku_id: 5, quantity: 2 } } });
  });

  it("applies a promo code and shows the server's discount, or its reason when the code does not apply", async () => {
    const api = fakeApi({ '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody) });
    renderAt('/checkout', ROUTES);
    const input = await screen.findByLabelText('Promo code');
    fireEvent.change(input, { target: { value: ' welcome10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('WELCOME10 applied: −$10.00')).toBeTruthy();
    expect(api.callsTo('/order/preview').at(-1)?.body).toEqual({ source: { cart: true }, promo_code: 'WELCOME10' });
    expect(amountOf('Discount')).toBe('−$10.00');
    expect(amountOf('Total')).toBe('$668.01');

    fireEvent.change(input, { target: { value: 'OLDCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired')).toBeTruthy();
    expect(amountOf('Total')).toBe('$678.01');
  });

  it('chooses another address from the address book', async () => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody),
      '/user/address_list': { list: [HOME, OFFICE], total: 2, page: 1, limit: 50 },
    });
    renderAt('/checkout', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Change the shipping address' }));
    fireEvent.click(await screen.findByText('Ada at work'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change the shipping address' }).textContent).toContain('Ada at work'),
    );
    expect(api.callsTo('/order/preview').at(-1)?.body).toEqual({ source: { cart: true }, address_id: 4 });
  });

  it('creates the orders with the address, code and remark, then opens their payment in place of the checkout', async () => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody),
      '/order/create': CREATED,
    });
    const { router } = renderAt('/checkout', ROUTES);
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME10 applied: −$10.00');
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: '  Ring twice  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toBe('/payment?orders=11,12'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.success).toHaveBeenCalledWith('Create order success');
    expect(api.callsTo('/order/create')[0]?.body).toEqual({
      // What the checkout showed, so that a line taken off sale meanwhile is refused by name.
      source: { cart: true, sku_ids: [1, 2] },
      address_id: 3,
      promo_code: 'WELCOME10',
      remark: 'Ring twice',
    });
  });

  it('says which product went off sale while the shopper was on the page, and reads the checkout again', async () => {
    let offSale = false;
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => {
        const full = preview(body as CheckoutPreviewBody);
        return offSale ? { ...full, groups: full.groups.slice(1) } : full;
      },
      '/order/create': () => {
        offSale = true;
        return new Refusal('PRODUCT_OFF_SALE', '“Slim Laptop” is no longer on sale');
      },
    });
    renderAt('/checkout', ROUTES);
    expect(await screen.findByText('Slim Laptop')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('“Slim Laptop” is no longer on sale'));
    expect(location()).toBe('/checkout');
    // Read again: the laptop is gone from the checkout, the tea stays.
    await waitFor(() => expect(screen.queryByText('Slim Laptop')).toBeNull());
    expect(screen.getByText('Jasmine Tea')).toBeTruthy();
    expect(api.callsTo('/order/create')[0]?.body).toMatchObject({ source: { cart: true, sku_ids: [1, 2] } });
  });

  it('asks for an address before creating the orders when the shopper has none', async () => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => ({ ...preview(body as CheckoutPreviewBody), address: null }),
    });
    renderAt('/checkout', ROUTES);
    expect(await screen.findByRole('button', { name: 'Add a shipping address' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Please add a shipping address'));
    expect(await screen.findByRole('heading', { name: 'New address' })).toBeTruthy();
    expect(api.callsTo('/order/create')).toHaveLength(0);
  });

  it('blocks the checkout of a closed region with the message and a way to customer service', async () => {
    fakeApi({
      '/order/preview': new Refusal(
        'REGION_CLOSED',
        'This country/region is temporarily not open, please contact customer service',
      ),
    });
    renderAt('/checkout', ROUTES);
    expect(
      await screen.findByText('This country/region is temporarily not open, please contact customer service'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe('/service');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
