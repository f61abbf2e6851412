import type { CartItemDto } from '@shop/contract/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { dialogButton, resetAllAndCloseDialogs } from '../../test-support/screen-harness.tsx';
import { BagPage } from './bag-page.tsx';
import { cartItem, cartOf, fakeApi, initTestI18n, refusal, renderAt, spyOnToasts } from './cart-test-utils.tsx';

const ROUTES = { '/bag': BagPage };
const location = () => screen.getByTestId('location').textContent;

/**
 * A small cart server: two shops, one line sold out. Changes answer with the whole cart, as the API does; the
 * selected figures are the server's (the page never adds prices up).
 */
function cartServer() {
  const shops = [
    {
      shop: 'Volt Digital',
      items: [
        cartItem(1, 'Slim Laptop', '649.99', { compare_at_price: '799.99' }),
        cartItem(2, 'USB-C Hub', '25.00', { quantity: 2 }),
      ],
    },
    {
      shop: 'Green Leaf Tea',
      items: [cartItem(3, 'Jasmine Tea', '12.00'), cartItem(4, 'Matcha Set', '30.00', { available: false, stock: 0 })],
    },
  ];
  const all = () => shops.flatMap((group) => group.items);
  const find = (id: number) => all().find((item) => item.id === id) as CartItemDto;
  const answer = () => {
    const chosen = all().filter((item) => item.selected && item.available);
    const cents = chosen.reduce((sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity, 0);
    return cartOf(
      shops.filter((group) => group.items.length > 0),
      chosen.reduce((sum, item) => sum + item.quantity, 0),
      (cents / 100).toFixed(2),
    );
  };
  const api = fakeApi({
    '/cart/list': answer,
    '/cart/update': (body) => {
      const { id, quantity, selected } = body as { id: number; quantity?: number; selected?: boolean };
      const item = find(id);
      // The stock sold down since the cart was read: the server knows less than the page shows.
      if (quantity !== undefined && quantity > item.stock - 2)
        return refusal('OUT_OF_STOCK', 'Sorry, there is not enough stock of this item');
      if (quantity !== undefined) item.quantity = quantity;
      if (selected !== undefined) item.selected = selected;
      return answer();
    },
    '/cart/select': (body) => {
      const { ids, selected } = body as { ids?: number[]; selected: boolean };
      for (const item of all()) if (item.available && (!ids || ids.includes(item.id))) item.selected = selected;
      return answer();
    },
    '/cart/remove': (body) => {
      const { ids } = body as { ids: number[] };
      for (const group of shops) group.items = group.items.filter((item) => !ids.includes(item.id));
      return answer();
    },
  });
  return api;
}

const shopSection = (name: string) => screen.getByRole('region', { name });
const lineCheckbox = (title: string) => screen.getByRole('checkbox', { name: `Select ${title}` }) as HTMLInputElement;
const total = () => screen.getByTestId('cart-total').textContent;

beforeAll(initTestI18n);
beforeEach(() => {
  session.setToken('token-1');
  spyOnToasts();
});
afterEach(async () => {
  vi.useRealTimers();
  await resetAllAndCloseDialogs();
});

describe('the cart', () => {
  it('groups the lines by shop and greys out a line that can no longer be bought', async () => {
    cartServer();
    renderAt('/bag', ROUTES);
    const volt = await screen.findByRole('region', { name: 'Volt Digital' });
    expect(
      within(volt)
        .getAllByRole('link', { name: /Slim Laptop|USB-C Hub/ })
        .map((link) => link.textContent),
    ).toEqual(['Slim Laptop', 'USB-C Hub']);
    expect(within(volt).getByRole('link', { name: 'Volt Digital' }).getAttribute('href')).toBe('/shop/1');
    const tea = shopSection('Green Leaf Tea');
    expect(within(tea).getByText('Jasmine Tea')).toBeTruthy();
    expect(within(tea).getByText('No longer available')).toBeTruthy();
    expect(lineCheckbox('Matcha Set').disabled).toBe(true);
    expect(within(volt).getByText('$649.99')).toBeTruthy();
  });

  it("shows a line's compare-at price crossed out beside its price, and none for a line without one", async () => {
    cartServer();
    renderAt('/bag', ROUTES);
    const volt = await screen.findByRole('region', { name: 'Volt Digital' });
    const laptop = within(volt).getByText('$649.99').closest('.cart-line') as HTMLElement;
    expect(within(laptop).getByLabelText('Was $799.99').tagName).toBe('S');
    expect(within(laptop).getByText('-19%')).toBeTruthy();
    const hub = within(volt).getByText('$25.00').closest('.cart-line') as HTMLElement;
    expect(hub.querySelector('.compare-at')).toBeNull();
  });

  it('selects a line, a whole shop and everything, with the total the server sends', async () => {
    const api = cartServer();
    renderAt('/bag', ROUTES);
    await screen.findByRole('region', { name: 'Volt Digital' });
    expect(total()).toBe('$0.00');

    fireEvent.click(lineCheckbox('USB-C Hub'));
    await waitFor(() => expect(total()).toBe('$50.00'));
    expect(api.bodiesOf('/cart/update')).toEqual([{ id: 2, selected: true }]);
    expect(screen.getByRole('button', { name: 'Checkout (2 pieces)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select everything from Volt Digital' }));
    await waitFor(() => expect(total()).toBe('$699.99'));
    expect(api.bodiesOf('/cart/select')).toEqual([{ ids: [1, 2], selected: true }]);
    expect(lineCheckbox('Slim Laptop').checked).toBe(true);
    expect(lineCheckbox('Jasmine Tea').checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'All' }));
    await waitFor(() => expect(total()).toBe('$711.99'));
    expect(api.bodiesOf('/cart/select').at(-1)).toEqual({ selected: true });
    // The sold-out line stays out of the selection.
    expect(lineCheckbox('Matcha Set').checked).toBe(false);
  });

  it('says to select something when Checkout is pressed with nothing selected, and stays', async () => {
    cartServer();
    renderAt('/bag', ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Checkout (0 pieces)' }));
    expect(toast.plain).toHaveBeenCalledWith('Please select item to checkout');
    expect(location()).toBe('/bag');
  });

  it('opens checkout with a selection', async () => {
    cartServer();
    renderAt('/bag', ROUTES);
    await screen.findByRole('region', { name: 'Volt Digital' });
    fireEvent.click(lineCheckbox('Jasmine Tea'));
    await waitFor(() => expect(total()).toBe('$12.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Checkout (1 piece)' }));
    await waitFor(() => expect(location()).toBe('/checkout'));
  });

  it("changes a quantity once the taps settle, and returns to the cart's quantity when the stock refuses", async () => {
    const api = cartServer();
    renderAt('/bag', ROUTES);
    const volt = await screen.findByRole('region', { name: 'Volt Digital' });
    const hubQuantity = within(volt).getAllByRole('spinbutton')[1] as HTMLInputElement;
    const plus = hubQuantity.closest('.adm-stepper')!.querySelector('.adm-stepper-plus') as HTMLElement;
    expect(hubQuantity.value).toBe('2');

    fireEvent.click(plus);
    await waitFor(() => expect(api.bodiesOf('/cart/update')).toEqual([{ id: 2, quantity: 3 }]));
    await waitFor(() => expect(total()).toBe('$0.00'));

    // Two quick taps are one request, for the number the shopper stopped at.
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(hubQuantity.value).toBe('5');
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Sorry, there is not enough stock of this item'));
    expect(api.bodiesOf('/cart/update')).toEqual([
      { id: 2, quantity: 3 },
      { id: 2, quantity: 5 },
    ]);
    await waitFor(() => expect(hubQuantity.value).toBe('3'));
  });

  it('removes a line with its Delete action, and several in edit mode after a confirmation', async () => {
    const api = cartServer();
    renderAt('/bag', ROUTES);
    const tea = await screen.findByRole('region', { name: 'Green Leaf Tea' });
    // The swipe action's Delete button (revealed by swiping left).
    fireEvent.click(within(tea).getAllByRole('button', { name: 'Delete' })[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Matcha Set')).toBeNull());
    expect(api.bodiesOf('/cart/remove')).toEqual([{ ids: [4] }]);
    expect(toast.success).toHaveBeenCalledWith('Delete success');

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select everything from Volt Digital' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete (2 items)' }));
    expect(await screen.findByText('Remove 2 items from the cart?')).toBeTruthy();
    fireEvent.click(dialogButton('Delete'));
    await waitFor(() => expect(api.bodiesOf('/cart/remove')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Volt Digital' })).toBeNull());
    expect(api.bodiesOf('/cart/remove').at(-1)).toEqual({ ids: [1, 2] });
  });

  it('blocks the cart of a region that is not open, with a way to customer service', async () => {
    fakeApi({
      '/cart/list': () =>
        refusal('REGION_CLOSED', 'This country/region is temporarily not open, please contact customer service'),
    });
    renderAt('/bag', ROUTES);
    expect(
      await screen.findByText('This country/region is temporarily not open, please contact customer service'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact customer service' }).getAttribute('href')).toBe('/service');
    expect(screen.queryByRole('button', { name: /Checkout/ })).toBeNull();
    // Shown on the page, not as a toast on top of it.
    expect(toast.fail).not.toHaveBeenCalled();
  });

  it('invites to go shopping when the cart is empty', async () => {
    fakeApi({ '/cart/list': () => cartOf([]) });
    renderAt('/bag', ROUTES);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go shopping' }).getAttribute('href')).toBe('/home');
  });

  it('asks a visitor to log in, without calling the API', () => {
    session.clear();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/bag', ROUTES);
    expect(screen.getByText('Your cart is waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
