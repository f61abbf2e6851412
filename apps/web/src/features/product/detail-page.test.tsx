import type { ProductDetailDto } from '@shop/contract/catalogue';
import type { ProductPromotionsDto } from '@shop/contract/promotion';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { initTestI18n } from '../../test-support/catalogue-test-utils.tsx';
import { DetailPage } from './detail-page.tsx';
import { readRecentlyViewed } from '../../lib/catalogue/recently-viewed.ts';

/** The demo catalogue's first product, trimmed: Memory × Storage × Colour with two SKUs sold out. */
const LAPTOP: ProductDetailDto = {
  id: 1,
  title: '14" Slim Laptop',
  description: 'A 1.3 kg aluminium laptop.',
  images: [
    { small: '/uploads/a-360.webp', large: '/uploads/a-720.webp' },
    { small: '/uploads/b-360.webp', large: '/uploads/b-720.webp' },
    { small: '/uploads/c-360.webp', large: '/uploads/c-720.webp' },
  ],
  price: '649.99',
  stock: 1678,
  sales: 11940,
  category_id: 1,
  specs: [
    {
      name: 'Memory',
      values: [
        { index: 0, name: '8 GB' },
        { index: 1, name: '16 GB' },
      ],
    },
    {
      name: 'Storage',
      values: [
        { index: 0, name: '512 GB' },
        { index: 1, name: '1 TB' },
      ],
    },
    {
      name: 'Colour',
      values: [
        { index: 0, name: 'Silver' },
        { index: 1, name: 'Grey' },
      ],
    },
  ],
  skus: [
    { id: 1, options: [0, 0, 0], price: '649.99', compare_at_price: null, stock: 0 },
    { id: 2, options: [0, 0, 1], price: '649.99', compare_at_price: null, stock: 59 },
    { id: 3, options: [0, 1, 0], price: '739.99', compare_at_price: null, stock: 364 },
    { id: 4, options: [0, 1, 1], price: '739.99', compare_at_price: null, stock: 231 },
    { id: 5, options: [1, 0, 0], price: '729.99', compare_at_price: null, stock: 268 },
    { id: 6, options: [1, 0, 1], price: '729.99', compare_at_price: null, stock: 308 },
    { id: 7, options: [1, 1, 0], price: '819.99', compare_at_price: null, stock: 0 },
    { id: 8, options: [1, 1, 1], price: '819.99', compare_at_price: '999.99', stock: 259 },
  ],
  shop: {
    id: 7,
    name: 'Volt Digital',
    logo: { small: '/uploads/l-120.webp', large: '/uploads/l-240.webp' },
    fans: 6601,
    sales: 215218,
    favorable_rate: 90.6,
  },
  review_summary: { count: 1373, rating: 4.2 },
  hearted: false,
};

type Answer = { code: number; msg: string; data: unknown };
const fetchMock = vi.fn<typeof fetch>();
let detailAnswer: Answer;
let promotions: ProductPromotionsDto;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeAll(initTestI18n);

/** Whether the toast's code was asked for by the time POST /api/cart/add went out. */
let toastCodeAskedBeforeTheCartAnswered = false;

beforeEach(() => {
  toastCodeAskedBeforeTheCartAnswered = false;
  detailAnswer = { code: 1, msg: 'Success', data: LAPTOP };
  promotions = { deals: [], vouchers: [] };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/goods/detail')) return json(detailAnswer);
    if (url.startsWith('/api/promotion/product')) return json({ code: 1, msg: 'Success', data: promotions });
    if (url === '/api/cart/add') {
      toastCodeAskedBeforeTheCartAnswered = vi.mocked(toast.preload).mock.calls.length > 0;
      return json({ code: 1, msg: 'Added to cart', data: { count: 3 } });
    }
    if (url === '/api/goods/heart') {
      const body = JSON.parse(String(init?.body)) as { heart: boolean };
      return json({ code: 1, msg: 'Success', data: { hearted: body.heart } });
    }
    return json({ code: 0, msg: 'unexpected', data: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  resetDuplicateGuardForTests();
  window.localStorage.clear();
  // Observed, not shown: under Vitest 'antd-mobile' resolves to its CommonJS build while the toast loads the ES
  // build, so the React 19 render shim never reaches the toast and it throws (the browser build has one copy).
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
  vi.spyOn(toast, 'preload').mockReturnValue(undefined);
});

afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/detail/:product?/:mer?', Component: DetailPage },
      { path: '/login', element: <p>login screen</p> },
      { path: '/shop/:id', element: <p>shop screen</p> },
      { path: '/chat/:shopId', element: <p>chat screen</p> },
      { path: '/home', element: <p>home screen</p> },
      { path: '/checkout', element: <p>checkout screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sheet = () => screen.getByTestId('sku-price').closest('.spec-sheet') as HTMLElement;
const chip = (name: string) => within(sheet()).getByRole('button', { name });

describe('the product detail page', () => {
  it('shows the product: pictures, lowest price "from", sold count, rating, title, shop and description', async () => {
    renderAt('/detail/1/7');
    expect(await screen.findByRole('heading', { name: '14" Slim Laptop' })).toBeTruthy();
    expect(document.querySelector('.detail-summary__price')?.textContent).toBe('from $649.99');
    expect(screen.getByText('11.9K sold')).toBeTruthy();
    expect(screen.getByText('4.2 · 1,373 reviews')).toBeTruthy();
    expect(screen.getByText('Volt Digital')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit shop' }).getAttribute('href')).toBe('/shop/7');
    expect(screen.getByText('A 1.3 kg aluminium laptop.')).toBeTruthy();
    expect(screen.getByText('Options')).toBeTruthy();
    expect(screen.getByText('Select: Memory, Storage, Colour')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/goods/detail?id=1');
  });

  it('opens the chat with the shop about this product from the buying bar', async () => {
    const router = renderAt('/detail/1/7');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    const bar = screen.getByRole('group', { name: 'Buy this product' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Chat' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/chat/7?product_id=1'),
    );
    expect(screen.getByText('chat screen')).toBeTruthy();
  });

  it('reserves the picture boxes and loads only the first picture eagerly', async () => {
    renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    const pictures = [...document.querySelectorAll<HTMLImageElement>('.detail-gallery__image')];
    expect(pictures).toHaveLength(3);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(pictures.every((img) => img.getAttribute('width') === '720' && img.getAttribute('height') === '720')).toBe(
      true,
    );
    expect(screen.getByText('1/3')).toBeTruthy();
  });

  it('remembers the product as recently viewed', async () => {
    renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    expect(readRecentlyViewed()).toEqual([
      { id: 1, shop_id: 7, title: '14" Slim Laptop', image: LAPTOP.images[0], price: '649.99' },
    ]);
  });

  it('updates price and stock in the sheet as the shopper picks, and disables sold-out values', async () => {
    renderAt('/detail/1');
    fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
    // The sheet renders when it first opens: wait for it.
    expect((await screen.findByTestId('sku-price')).textContent).toBe('$649.99');
    expect(screen.getByTestId('sku-stock').textContent).toBe('1,678 in stock');

    fireEvent.click(chip('16 GB'));
    // 16 GB leads to 729.99 (512 GB) or 819.99 (1 TB Grey): the lowest, "from".
    expect(screen.getByTestId('sku-price').textContent).toBe('$729.99');
    expect(screen.getByTestId('sku-stock').textContent).toBe('835 in stock');

    fireEvent.click(chip('1 TB'));
    // 16 GB + 1 TB exists in Grey only: Silver is sold out.
    expect((chip('Silver') as HTMLButtonElement).disabled).toBe(true);
    expect((chip('Grey') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(chip('Grey'));
    expect(screen.getByTestId('sku-price').textContent).toBe('$819.99');
    expect(screen.getByTestId('sku-stock').textContent).toBe('259 in stock');
    expect(chip('Grey').getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('.detail-summary__price')?.textContent).toBe('$819.99');
    expect(document.querySelector('.detail-spec-row__value')?.textContent).toBe('Selected: 16 GB, 1 TB, Grey');
  });

  it("shows the parcel's weight (the chosen SKU's own where set), size, HS code and origin in the sheet", async () => {
    const skus = LAPTOP.skus.map((sku) => (sku.id === 8 ? { ...sku, weight_g: 1450 } : sku));
    const data = { ...LAPTOP, skus, weight_g: 1300, length_mm: 312, width_mm: 221, height_mm: 16 };
    detailAnswer = { ...detailAnswer, data: { ...data, hs_code: '847130', origin_country: 'TW' } };
    renderAt('/detail/1');
    fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
    const facts = await screen.findByTestId('parcel-facts');
    const read = () => [...facts.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(read()).toEqual(['Weight1,300 g', 'Size312 × 221 × 16 mm', 'HS code847130', 'Country of originTaiwan']);
    fireEvent.click(chip('16 GB'));
    fireEvent.click(chip('1 TB'));
    fireEvent.click(chip('Grey'));
    expect(read()[0]).toBe('Weight1,450 g');
  });

  it('shows no parcel facts where the shop gave none', async () => {
    renderAt('/detail/1');
    fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
    await screen.findByTestId('sku-price');
    expect(screen.queryByTestId('parcel-facts')).toBeNull();
  });

  it("shows the chosen SKU's compare-at price in the sheet, and none for a SKU without one", async () => {
    renderAt('/detail/1');
    fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
    await screen.findByTestId('sku-price');
    fireEvent.click(chip('16 GB'));
    fireEvent.click(chip('1 TB'));
    fireEvent.click(chip('Grey'));
    expect(screen.getByTestId('sku-price').textContent).toBe('$819.99');
    expect(within(sheet()).getByLabelText('Was $999.99').tagName).toBe('S');
    expect(within(sheet()).getByText('-18%')).toBeTruthy();
    fireEvent.click(chip('16 GB'));
    fireEvent.click(chip('8 GB'));
    expect(screen.getByTestId('sku-price').textContent).toBe('$739.99');
    expect(sheet().querySelector('.compare-at')).toBeNull();
  });

  it('opens the sheet from "Add to cart" while the choice is incomplete, then puts the chosen SKU in the cart', async () => {
    session.setToken('token-1');
    renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    const bar = screen.getByRole('group', { name: 'Buy this product' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('sku-price')).toBeTruthy();

    // Inside the sheet, an incomplete choice says what is missing.
    fireEvent.click(chip('8 GB'));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Add to cart' }));
    expect(toast.plain).toHaveBeenLastCalledWith('Please select Storage, Colour');

    fireEvent.click(chip('512 GB'));
    fireEvent.click(chip('Grey'));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'More' }));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to cart'));
    // The toast's code is fetched beside the request, not after its answer.
    expect(toastCodeAskedBeforeTheCartAnswered).toBe(true);
    const addCall = fetchMock.mock.calls.find(([url]) => url === '/api/cart/add');
    expect(JSON.parse(String(addCall?.[1]?.body))).toEqual({ sku_id: 2, quantity: 2 });
    expect((addCall?.[1]?.headers as Record<string, string>).token).toBe('token-1');
  });

  it('opens checkout for the chosen SKU and quantity on "Buy now"', async () => {
    session.setToken('token-1');
    const router = renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    fireEvent.click(screen.getByText('Select: Memory, Storage, Colour'));
    await screen.findByTestId('sku-price');
    fireEvent.click(chip('16 GB'));
    fireEvent.click(chip('1 TB'));
    fireEvent.click(chip('Grey'));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Buy now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?sku=8&qty=1'),
    );
  });

  it('sends a visitor who adds to the cart to the login page, without calling the API', async () => {
    const router = renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    fireEvent.click(screen.getByText('Select: Memory, Storage, Colour'));
    await screen.findByTestId('sku-price');
    fireEvent.click(chip('8 GB'));
    fireEvent.click(chip('512 GB'));
    fireEvent.click(chip('Grey'));
    fireEvent.click(within(sheet()).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toast.plain).toHaveBeenCalledWith('Please login first');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/cart/add')).toBe(false);
  });

  it('sends a visitor who hearts the product to the login page, without calling the API', async () => {
    const router = renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to hearts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(toast.plain).toHaveBeenCalledWith('Please login first');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/goods/heart')).toBe(false);
  });

  it('sends the desired heart state when logged in and shows it at once', async () => {
    session.setToken('token-1');
    renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to hearts' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from hearts' })).toBeTruthy());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Added to your hearts'));
    const heartCall = fetchMock.mock.calls.find(([url]) => url === '/api/goods/heart');
    expect(JSON.parse(String(heartCall?.[1]?.body))).toEqual({ product_id: 1, heart: true });
    expect((heartCall?.[1]?.headers as Record<string, string>).token).toBe('token-1');
  });

  it('says "No reviews yet" for a product without reviews', async () => {
    detailAnswer = { code: 1, msg: 'Success', data: { ...LAPTOP, review_summary: { count: 0, rating: 0 } } };
    renderAt('/detail/1');
    await screen.findByRole('heading', { name: '14" Slim Laptop' });
    expect(screen.getAllByText('No reviews yet')).toHaveLength(2);
  });

  it("shows the server's message and a way home for an unknown product", async () => {
    detailAnswer = {
      code: 0,
      msg: 'This product does not exist or is no longer on sale',
      data: { error: 'PRODUCT_NOT_FOUND' },
    };
    renderAt('/detail/99999');
    expect(await screen.findByText('This product does not exist or is no longer on sale')).toBeTruthy();
    expect(screen.getByText('Product not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
    // The page shows the failure itself: no toast on top of it.
    expect(toast.fail).not.toHaveBeenCalled();
  });

  it('shows "not found" for a path without a product id, without asking the API', () => {
    renderAt('/detail/abc');
    expect(screen.getByText('Product not found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('with a deal and vouchers', () => {
    /** Two days, three hours, five minutes and thirty seconds from now. */
    const inTwoDays = () => new Date(Date.now() + ((2 * 24 + 3) * 3600 + 5 * 60 + 30) * 1000).toISOString();
    const dealOnGrey512 = () => ({
      sku_id: 2,
      deal_id: 31,
      price: '599.00',
      was_price: '649.99',
      ends_at: inTwoDays(),
      left: 12,
      per_user_limit: 2,
    });
    const banner = () => document.querySelector('.deal-banner') as HTMLElement;

    it("shows the cheapest SKU's deal before the choice: price, crossed-out price, badge, countdown, units and limit", async () => {
      promotions = { deals: [dealOnGrey512()], vouchers: [] };
      renderAt('/detail/1');
      await screen.findByRole('heading', { name: '14" Slim Laptop' });
      expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/promotion/product?id=1');
      expect(within(banner()).getByText('Deal')).toBeTruthy();
      expect(banner().querySelector('.deal-banner__price')?.textContent).toBe('from $599.00');
      expect(within(banner()).getByLabelText('Was $649.99').tagName).toBe('S');
      expect(within(banner()).getByRole('timer').textContent).toMatch(/^2d 03:05:(29|30)$/);
      expect(screen.getByText('12 left at this price')).toBeTruthy();
      expect(screen.getByText('Limit 2 per shopper')).toBeTruthy();
    });

    it('shows the normal price for a SKU without a deal, and the deal again for the SKU on it', async () => {
      promotions = { deals: [{ ...dealOnGrey512(), per_user_limit: null }], vouchers: [] };
      renderAt('/detail/1');
      fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
      await screen.findByTestId('sku-price');
      fireEvent.click(chip('16 GB'));
      expect(banner()).toBeNull();
      expect(screen.getByTestId('sku-price').textContent).toBe('$729.99');
      fireEvent.click(chip('8 GB'));
      fireEvent.click(chip('512 GB'));
      fireEvent.click(chip('Grey'));
      expect(screen.getByTestId('sku-price').textContent).toBe('$599.00');
      expect(within(sheet()).getByText('Deal')).toBeTruthy();
      expect(banner().querySelector('.deal-banner__price')?.textContent).toBe('$599.00');
      expect(screen.queryByText(/per shopper/)).toBeNull();
    });

    it("ignores a deal whose units are all sold: the SKU's own price shows", async () => {
      promotions = { deals: [{ ...dealOnGrey512(), left: 0 }], vouchers: [] };
      renderAt('/detail/1');
      await screen.findByRole('heading', { name: '14" Slim Laptop' });
      expect(banner()).toBeNull();
      expect(document.querySelector('.detail-summary__price')?.textContent).toBe('from $649.99');
    });

    it('hands the deal to the checkout on "Buy now"', async () => {
      session.setToken('token-1');
      promotions = { deals: [dealOnGrey512()], vouchers: [] };
      const router = renderAt('/detail/1');
      fireEvent.click(await screen.findByText('Select: Memory, Storage, Colour'));
      await screen.findByTestId('sku-price');
      fireEvent.click(chip('8 GB'));
      fireEvent.click(chip('512 GB'));
      fireEvent.click(chip('Grey'));
      fireEvent.click(within(sheet()).getByRole('button', { name: 'Buy now' }));
      await waitFor(() =>
        expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?sku=2&qty=1&deal=31'),
      );
    });

    it("shows the shop's public vouchers as coupons", async () => {
      const terms = { shop_id: 7, starts_at: '2025-11-01T00:00:00.000Z', ends_at: '2099-01-01T00:00:00.000Z' };
      promotions = {
        deals: [],
        vouchers: [
          {
            ...terms,
            id: 1,
            kind: 'fixed',
            percent_off: null,
            amount_off: '5.00',
            max_discount: null,
            min_spend: '50.00',
          },
          {
            ...terms,
            id: 2,
            kind: 'percent',
            percent_off: 10,
            amount_off: null,
            max_discount: '4.00',
            min_spend: '0.00',
          },
        ],
      };
      renderAt('/detail/1');
      const coupons = await screen.findByRole('list', { name: 'Shop vouchers' });
      expect(
        within(coupons)
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['$5.00 off orders over $50.00', '10% off, up to $4.00']);
    });

    it('shows the product without its promotions when they cannot be read, without a toast', async () => {
      fetchMock.mockImplementation(async (input) =>
        String(input).startsWith('/api/goods/detail')
          ? json(detailAnswer)
          : json({ code: 0, msg: 'unexpected', data: null }),
      );
      renderAt('/detail/1');
      await screen.findByRole('heading', { name: '14" Slim Laptop' });
      expect(document.querySelector('.detail-summary__price')?.textContent).toBe('from $649.99');
      expect(toast.fail).not.toHaveBeenCalled();
    });
  });
});
