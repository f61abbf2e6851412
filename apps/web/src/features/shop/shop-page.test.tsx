import type { ProductCardDto } from '@shop/contract/catalogue';
import type { VoucherTermsDto } from '@shop/contract/promotion';
import type { ShopDetailDto } from '@shop/contract/shop';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAllNamespaces } from '../../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { ShopPage } from './shop-page.tsx';

const image = { small: '/uploads/s.webp', large: '/uploads/l.webp' };
const product = (id: number, title: string): ProductCardDto => ({
  id,
  shop_id: 7,
  title,
  image,
  price: '19.99',
  compare_at_price: null,
  sales: 120,
  rating: 4.8,
});

const SHOP: ShopDetailDto = {
  id: 7,
  name: 'Volt Digital',
  description: 'Phones and gadgets from Shenzhen.',
  logo: image,
  banner: image,
  fans: 41_970,
  sales: 215_218,
  favorable_rate: 90.6,
  total_sales: '22060873.82',
  product_count: 12,
  followed: false,
  products: {
    list: Array.from({ length: 10 }, (_, i) => product(100 + i, `Best seller ${i + 1}`)),
    total: 12,
    page: 1,
    limit: 10,
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ code: 1, msg: 'Success', data });

const fetchMock = vi.fn<typeof fetch>();
/** Every call the screen made, as "METHOD path?query" plus the parsed body. */
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(url)}`,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

const voucher = (id: number, terms: Partial<VoucherTermsDto>): VoucherTermsDto => ({
  id,
  shop_id: 7,
  kind: 'fixed',
  percent_off: null,
  amount_off: '5.00',
  max_discount: null,
  min_spend: '0.00',
  starts_at: '2025-11-01T00:00:00.000Z',
  ends_at: '2099-01-01T00:00:00.000Z',
  ...terms,
});

/** A small fake of the API: the shop, its vouchers, its product lists and follow. */
function serve({
  followed = false,
  fans = SHOP.fans,
  followAnswer = Promise.resolve(),
  vouchers = [] as VoucherTermsDto[],
} = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/promotion/shop_vouchers') return ok({ list: vouchers });
    if (url.pathname === '/api/shop/detail') {
      if (url.searchParams.get('id') !== '7')
        return json({ code: 0, msg: 'This shop does not exist', data: { error: 'SHOP_NOT_FOUND' } });
      return ok({ ...SHOP, followed, fans });
    }
    if (url.pathname === '/api/goods/list') {
      const sort = url.searchParams.get('sort');
      const page = Number(url.searchParams.get('page'));
      return ok({ list: [product(200 + page, `${sort} page ${page}`)], total: 12, page, limit: 10 });
    }
    if (url.pathname === '/api/shop/follow') {
      await followAnswer;
      const body = JSON.parse(String(init?.body)) as { follow: boolean };
      followed = body.follow;
      fans += body.follow ? 1 : -1;
      return ok({ followed, fans });
    }
    return json({ code: 0, msg: 'unexpected', data: null }, 404);
  });
}

function renderShop(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/shop/:id?', Component: ShopPage },
      { path: '/login', Component: () => <p>login screen</p> },
      { path: '/home', Component: () => <p>home screen</p> },
      { path: '/chat/:shopId', Component: () => <p>chat screen</p> },
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

beforeAll(async () => {
  await initI18n('en');
  await loadAllNamespaces();
});

beforeEach(() => {
  // antd-mobile's Toast renders through a legacy portal that happy-dom cannot unmount: the test reads what the
  // screen asked to show instead.
  for (const method of ['success', 'fail', 'plain'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetDuplicateGuardForTests();
  session.clear();
  session.setLang('en');
});

afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the shop page', () => {
  it('shows the header, the figures and the first page of products from one shop/detail call', async () => {
    serve();
    renderShop('/shop/7');
    expect(await screen.findByRole('heading', { name: 'Volt Digital' })).toBeTruthy();
    expect(screen.getByText('$22,060,873.82')).toBeTruthy();
    expect(screen.getByText('42K')).toBeTruthy();
    expect(screen.getByText('90.6%')).toBeTruthy();
    expect(screen.getByText('Phones and gadgets from Shenzhen.')).toBeTruthy();
    expect(await screen.findByText('Best seller 1')).toBeTruthy();
    expect(screen.getByText('Best seller 10')).toBeTruthy();
    // The banner reserves its 2.5 box before the picture arrives.
    const banner = document.querySelector('.shop-header__banner');
    expect(banner?.getAttribute('width')).toBe('600');
    expect(banner?.getAttribute('height')).toBe('240');
    // Its vouchers are read beside it (none here: no coupon row).
    expect(calls().map((c) => c.call)).toEqual([
      'GET /api/shop/detail?id=7',
      'GET /api/promotion/shop_vouchers?shop_id=7',
    ]);
    expect(screen.queryByRole('list', { name: 'Shop vouchers' })).toBeNull();
  });

  it("shows the shop's public vouchers as coupons under its header", async () => {
    serve({
      vouchers: [
        voucher(1, { amount_off: '5.00', min_spend: '50.00' }),
        voucher(2, { kind: 'percent', percent_off: 10, amount_off: null, max_discount: '4.00' }),
      ],
    });
    session.setToken('shopper-token');
    renderShop('/shop/7');
    const coupons = await screen.findByRole('list', { name: 'Shop vouchers' });
    expect(
      within(coupons)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['$5.00 off orders over $50.00', '10% off, up to $4.00']);
    // A public read, shared by every shopper: sent without the session's token.
    const read = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/promotion/shop_vouchers'));
    expect((read?.[1]?.headers as Record<string, string>).token).toBeUndefined();
  });

  it('follows the shop and shows Following at once, with a toast', async () => {
    let answer = () => {};
    serve({ followAnswer: new Promise<void>((resolve) => (answer = resolve)) });
    session.setToken('shopper-token');
    renderShop('/shop/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    // While the server has not answered yet, the button already shows the asked state (and takes no second tap).
    const pending = await screen.findByRole('button', { name: 'Following' });
    expect(pending.getAttribute('aria-pressed')).toBe('true');
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Following' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(calls().find((c) => c.call === 'POST /api/shop/follow')?.body).toEqual({ shop_id: 7, follow: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Follow success'));
    expect(screen.getByRole('button', { name: 'Following' })).toBeTruthy();
  });

  it('unfollows a followed shop by sending the asked state', async () => {
    serve({ followed: true });
    session.setToken('shopper-token');
    renderShop('/shop/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(calls().find((c) => c.call === 'POST /api/shop/follow')?.body).toEqual({ shop_id: 7, follow: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Unfollowed'));
  });

  it('sends a shopper who is not logged in to the login screen instead of calling follow', async () => {
    serve();
    const router = renderShop('/shop/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(toast.plain).toHaveBeenCalledWith('Please login first');
    expect(router.state.location.pathname).toBe('/login');
    expect(calls().some((c) => c.call.includes('/shop/follow'))).toBe(false);
  });

  it('opens the chat with the shop beside its follow button', async () => {
    serve();
    const router = renderShop('/shop/7');
    await screen.findByRole('heading', { name: 'Volt Digital' });
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('chat screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chat/7');
  });

  it('loads other orders from goods/list, and Price reverses on a second tap', async () => {
    serve();
    renderShop('/shop/7');
    const tabs = within(await screen.findByRole('group', { name: 'Sort products' }));
    fireEvent.click(tabs.getByRole('button', { name: /Price/ }));
    expect(await screen.findByText('price_asc page 1')).toBeTruthy();
    fireEvent.click(tabs.getByRole('button', { name: /Price/ }));
    expect(await screen.findByText('price_desc page 1')).toBeTruthy();
    fireEvent.click(tabs.getByRole('button', { name: 'Newest' }));
    expect(await screen.findByText('newest page 1')).toBeTruthy();
    expect(calls().map((c) => c.call)).toContain('GET /api/goods/list?shop_id=7&sort=price_desc&page=1&limit=10');
    // Back to best sellers: the first page is still the one shop/detail brought.
    fireEvent.click(tabs.getByRole('button', { name: 'Best selling' }));
    expect(await screen.findByText('Best seller 1')).toBeTruthy();
    expect(calls().filter((c) => c.call.includes('sort=sales'))).toEqual([]);
  });

  it('shows the server message and a way home for an unknown shop', async () => {
    serve();
    renderShop('/shop/999');
    expect(await screen.findByText('This shop does not exist')).toBeTruthy();
    expect(toast.fail).toHaveBeenCalledWith('This shop does not exist');
    fireEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByText('home screen')).toBeTruthy();
  });

  it('does not call the API for an id that cannot be a shop', async () => {
    serve();
    renderShop('/shop/abc');
    expect(await screen.findByText('This shop does not exist')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
