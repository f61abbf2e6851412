import type { CheckoutPreviewBody, CheckoutPreviewDto } from '@shop/contract/order';
import type { VoucherTermsDto } from '@shop/contract/promotion';
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
    expect(within(summary()).queryByText('Shop vouchers')).toBeNull();
    expect(within(summary()).queryByText('Promo code')).toBeNull();
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
    expect(amountOf('Promo code')).toBe('−$10.00');
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

// ---- shop vouchers and deals ----

const VOUCHER_TIMES = { starts_at: '2025-11-01T00:00:00.000Z', ends_at: '2099-01-01T00:00:00.000Z' };
const volt = (id: number, terms: Partial<VoucherTermsDto>): VoucherTermsDto => ({
  id,
  shop_id: 1,
  kind: 'fixed',
  percent_off: null,
  amount_off: null,
  max_discount: null,
  min_spend: '0.00',
  ...VOUCHER_TIMES,
  ...terms,
});
/** Volt Digital's public vouchers: $10 off over $500 (its best for $649.99), 10% up to $4, $50 off over $1,000. */
const TEN_OFF = volt(21, { amount_off: '10.00', min_spend: '500.00' });
const PERCENT = volt(22, { kind: 'percent', percent_off: 10, max_discount: '4.00' });
const FIFTY_OFF = volt(23, { amount_off: '50.00', min_spend: '1000.00' });
const VOLT_CODE = { ...volt(29, { amount_off: '20.00' }), code: 'VOLT20' };
const DISCOUNTS: Record<number, string> = { 21: '10.00', 22: '4.00', 29: '20.00' };

/**
 * The preview of a checkout where Volt Digital runs public vouchers and prices the laptop at a deal: the server's
 * voucher pick (best eligible unless the body chose), each choice's discount, and a code that has expired.
 */
function voucherPreview(body: CheckoutPreviewBody): CheckoutPreviewDto {
  const base = preview(body);
  const choice = body.shop_vouchers?.find((c) => c.shop_id === 1);
  const available = [TEN_OFF, PERCENT, FIFTY_OFF].map((v) => ({ ...v, eligible: v.id !== FIFTY_OFF.id }));
  let outcome: CheckoutPreviewDto['groups'][number]['shop_voucher'];
  if (choice?.code === 'VOLT20') {
    outcome = { voucher: VOLT_CODE, discount: '20.00', error: null, message: null, available };
  } else if (choice?.code) {
    outcome = {
      voucher: null,
      discount: '0.00',
      error: 'VOUCHER_NOT_FOUND',
      message: 'This voucher does not exist',
      available,
    };
  } else if (choice?.voucher_id === null) {
    outcome = { voucher: null, discount: '0.00', error: null, message: null, available };
  } else {
    const picked = [TEN_OFF, PERCENT].find((v) => v.id === (choice?.voucher_id ?? TEN_OFF.id)) ?? TEN_OFF;
    outcome = {
      voucher: { ...picked, code: null },
      discount: DISCOUNTS[picked.id]!,
      error: null,
      message: null,
      available,
    };
  }
  const [laptop, tea] = base.groups as [CheckoutPreviewDto['groups'][number], CheckoutPreviewDto['groups'][number]];
  return {
    ...base,
    groups: [
      {
        ...laptop,
        // The laptop at its deal: $599.00, crossed out at its compare-at $799.99.
        items: [{ ...line(1, 'Slim Laptop', '599.00', 1), compare_at_price: '799.99', deal_id: 31 }],
        shop_discount: outcome.discount,
        discount: outcome.discount,
        shop_voucher: outcome,
      },
      tea,
    ],
    shop_discount: outcome.discount,
    discount: String((Number(outcome.discount) + Number(base.promo_discount)).toFixed(2)),
  };
}

const DEAL_GONE = 'The deal price is no longer available to you: this is the regular price.';
const voltGroup = () => screen.getByRole('region', { name: 'Volt Digital' });
const voucherRow = () => within(voltGroup()).getByRole('button', { name: /^Shop voucher/ });
const voucherSheet = () => screen.getByRole('listbox', { name: 'Shop voucher' });
const option = (name: RegExp) => within(voucherSheet()).getByRole('option', { name });

describe('the checkout: shop vouchers and deals', () => {
  it("shows the shop's preselected voucher and its discount, and the summary's shop and promo discounts apart", async () => {
    fakeApi({ '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody) });
    renderAt('/checkout', ROUTES);
    await screen.findByText('Slim Laptop');
    expect(voucherRow().textContent).toBe('Shop voucher$10.00 off orders over $500.00−$10.00');
    // Green Leaf Tea has no voucher running: its row offers the shop's code.
    const teaRow = within(screen.getByRole('region', { name: 'Green Leaf Tea' })).getByRole('button', {
      name: /^Shop voucher/,
    });
    expect(teaRow.textContent).toBe('Shop voucherEnter a shop code');

    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME10 applied: −$10.00');
    expect(amountOf('Shop vouchers')).toBe('−$10.00');
    expect(amountOf('Promo code')).toBe('−$10.00');
  });

  it('lists the vouchers in a sheet, greys out one whose minimum spend is not met, and sends the choice', async () => {
    const api = fakeApi({ '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody) });
    renderAt('/checkout', ROUTES);
    await screen.findByText('Slim Laptop');
    fireEvent.click(voucherRow());
    await screen.findByRole('listbox', { name: 'Shop voucher' });
    expect(option(/^\$10\.00 off orders over \$500\.00/).getAttribute('aria-selected')).toBe('true');
    const fifty = option(/^\$50\.00 off orders over \$1,000\.00/);
    expect(fifty.getAttribute('aria-disabled')).toBe('true');
    expect(within(fifty).getByText('Spend at least $1,000.00 in this shop to use it')).toBeTruthy();
    expect((within(fifty).getByRole('button') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(option(/^10% off, up to \$4\.00/)).getByRole('button'));
    await waitFor(() => expect(voucherRow().textContent).toBe('Shop voucher10% off, up to $4.00−$4.00'));
    expect(api.callsTo('/order/preview').at(-1)?.body).toEqual({
      source: { cart: true },
      shop_vouchers: [{ shop_id: 1, voucher_id: 22 }],
    });

    fireEvent.click(voucherRow());
    fireEvent.click(within(await screen.findByRole('option', { name: 'No voucher' })).getByRole('button'));
    await waitFor(() => expect(voucherRow().textContent).toBe('Shop voucher2 available'));
    expect(api.callsTo('/order/preview').at(-1)?.body).toEqual({
      source: { cart: true },
      shop_vouchers: [{ shop_id: 1, voucher_id: null }],
    });
    expect(within(summary()).queryByText('Shop vouchers')).toBeNull();
  });

  it("applies the shop's code, and says why a code does not apply", async () => {
    const api = fakeApi({ '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody) });
    renderAt('/checkout', ROUTES);
    await screen.findByText('Slim Laptop');
    fireEvent.click(voucherRow());
    const code = await screen.findByLabelText('Shop code');
    fireEvent.change(code, { target: { value: ' nocode ' } });
    fireEvent.click(within(voucherSheet().parentElement as HTMLElement).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(voltGroup()).getByRole('alert').textContent).toBe('This voucher does not exist'));
    expect(api.callsTo('/order/preview').at(-1)?.body).toEqual({
      source: { cart: true },
      shop_vouchers: [{ shop_id: 1, code: 'NOCODE' }],
    });

    fireEvent.change(code, { target: { value: 'volt20' } });
    fireEvent.click(within(voucherSheet().parentElement as HTMLElement).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(option(/Code VOLT20/).getAttribute('aria-selected')).toBe('true'));
    expect(voucherRow().textContent).toBe('Shop voucher$20.00 off−$20.00');
    expect(within(voltGroup()).queryByRole('alert')).toBeNull();
  });

  it('drops a malformed code and says why, keeping the promo code', async () => {
    fakeApi({
      '/order/preview': ({ body }: FakeRequest) =>
        (body as CheckoutPreviewBody).shop_vouchers?.some((c) => c.code === 'X')
          ? new Refusal('VALIDATION', 'A voucher code is 3 to 32 letters, digits, - or _', {
              data: { fields: { 'shop_vouchers.0.code': 'voucherCodeInvalid' } },
            })
          : voucherPreview(body as CheckoutPreviewBody),
    });
    renderAt('/checkout', ROUTES);
    fireEvent.change(await screen.findByLabelText('Promo code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME10 applied: −$10.00');
    fireEvent.click(voucherRow());
    fireEvent.change(await screen.findByLabelText('Shop code'), { target: { value: 'x' } });
    fireEvent.click(within(voucherSheet().parentElement as HTMLElement).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A voucher code is 3 to 32 letters, digits, - or _')).toBeTruthy();
    // The checkout stays, with its promo code and the voucher the server preselects.
    expect(screen.getByText('WELCOME10 applied: −$10.00')).toBeTruthy();
    expect(voucherRow().textContent).toBe('Shop voucher$10.00 off orders over $500.00−$10.00');
  });

  it("shows a deal line's price with the crossed-out price, and orders each deal line with the preview's deal", async () => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody),
      '/order/create': CREATED,
    });
    renderAt('/checkout', ROUTES);
    const laptop = (await screen.findByText('Slim Laptop')).closest('.order-item') as HTMLElement;
    expect(laptop.querySelector('.order-item__price')?.textContent).toBe('$599.00');
    expect(within(laptop).getByLabelText('Was $799.99').tagName).toBe('S');
    expect(within(laptop).getByText('Deal')).toBeTruthy();
    // The preview finds the running deals itself: it is never told one.
    expect(api.callsTo('/order/preview')[0]?.body).toEqual({ source: { cart: true } });

    fireEvent.click(voucherRow());
    fireEvent.click(within(await screen.findByRole('option', { name: /^10% off/ })).getByRole('button'));
    await waitFor(() => expect(voucherRow().textContent).toContain('−$4.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('/order/create')).toHaveLength(1));
    expect(api.callsTo('/order/create')[0]?.body).toEqual({
      source: { cart: true, sku_ids: [1, 2], deals: [{ sku_id: 1, deal_id: 31 }] },
      address_id: 3,
      shop_vouchers: [{ shop_id: 1, voucher_id: 22 }],
    });
  });

  it('orders "Buy now" at the deal the preview showed, and sends a code that failed as no voucher', async () => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody),
      '/order/create': CREATED,
    });
    renderAt('/checkout?sku=1&qty=1&deal=31', ROUTES);
    await screen.findByText('Slim Laptop');
    expect(api.callsTo('/order/preview')[0]?.body).toEqual({ source: { buy_now: { sku_id: 1, quantity: 1 } } });
    expect(screen.queryByText(DEAL_GONE)).toBeNull();
    fireEvent.click(voucherRow());
    fireEvent.change(await screen.findByLabelText('Shop code'), { target: { value: 'GONE' } });
    fireEvent.click(within(voucherSheet().parentElement as HTMLElement).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(voltGroup()).getByRole('alert')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo('/order/create')).toHaveLength(1));
    expect(api.callsTo('/order/create')[0]?.body).toEqual({
      source: { buy_now: { sku_id: 1, quantity: 1, deal_id: 31 } },
      address_id: 3,
      // What the checkout priced: no voucher for Volt Digital, rather than an order refused for the code.
      shop_vouchers: [{ shop_id: 1, voucher_id: null }],
    });
  });

  it('says so when the deal the product page showed is gone by the checkout', async () => {
    fakeApi({ '/order/preview': ({ body }: FakeRequest) => preview(body as CheckoutPreviewBody) });
    renderAt('/checkout?sku=1&qty=1&deal=31', ROUTES);
    expect((await screen.findByText(DEAL_GONE)).getAttribute('role')).toBe('status');
  });

  it.each([
    ['DEAL_SOLD_OUT', 'The deal price of “Slim Laptop” is sold out'],
    ['VOUCHER_USED_UP', 'This voucher has been fully claimed'],
  ])("shows the refusal %s in the server's words and reads the checkout again", async (error, message) => {
    const api = fakeApi({
      '/order/preview': ({ body }: FakeRequest) => voucherPreview(body as CheckoutPreviewBody),
      '/order/create': new Refusal(error, message),
    });
    renderAt('/checkout', ROUTES);
    await screen.findByText('Slim Laptop');
    const previews = api.callsTo('/order/preview').length;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith(message));
    await waitFor(() => expect(api.callsTo('/order/preview').length).toBe(previews + 1));
    expect(location()).toBe('/checkout');
  });
});
