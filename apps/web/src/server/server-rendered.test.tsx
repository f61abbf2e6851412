import type { ProductDetailDto } from '@shop/contract/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProductsPage } from '../features/browse/products-page.tsx';
import { DetailPage } from '../features/product/detail-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { SearchsPage } from '../features/search/searchs-page.tsx';
import { ShopPage } from '../features/shop/shop-page.tsx';
import {
  categories,
  image,
  initTestI18n,
  mockApi,
  page,
  productCard,
  shopCard,
} from '../test-support/catalogue-test-utils.tsx';
import { PRERENDER_OPTIONS } from './prerender-options.ts';
import { SERVER_RENDERED } from './server-rendered.ts';

/**
 * Each server-rendered screen declares its reads (server-rendered.ts); the server fetches them, then renders once.
 * A read the screen asks for that its declaration misses would leave the page to the browser: these tests render
 * each screen once after its prefetch and check that it asked the API for nothing more and found every answer.
 */
const PRODUCT: ProductDetailDto = {
  id: 3,
  title: 'Travel Mug',
  description: 'Keeps coffee hot.',
  images: [image],
  price: '12.00',
  stock: 5,
  sales: 40,
  category_id: 1,
  specs: [],
  skus: [{ id: 9, options: [], price: '12.00', compare_at_price: null, stock: 5 }],
  shop: { id: 1, name: 'Cafe', logo: image, fans: 3, sales: 40, favorable_rate: null },
  review_summary: { count: 0, rating: 0 },
  hearted: false,
};

const DEAL_ENDS = '2099-01-01T00:00:00.000Z';
let deals: unknown[] = [];
let banners: unknown[] = [];

const api = {
  '/goods/banners': () => banners,
  '/promotion/deals': () => ({ list: deals }),
  '/promotion/product': () => ({
    deals: deals.length
      ? [{ sku_id: 9, deal_id: 4, price: '8.00', was_price: '12.00', ends_at: DEAL_ENDS, left: 5, per_user_limit: 2 }]
      : [],
    vouchers: [],
  }),
  '/goods/categories': categories,
  '/shop/hot': page([shopCard(1, 'Cafe')]),
  '/goods/hot': page([productCard(3, 'Travel Mug')]),
  '/goods/detail': PRODUCT,
  '/goods/search': (params: URLSearchParams) =>
    params.get('keyword') === 'mug' ? page([productCard(3, 'Travel Mug')]) : page([]),
  '/goods/hot_keywords': ['mug', 'tea'],
  '/shop/detail': {
    ...shopCard(1, 'Cafe'),
    banner: image,
    total_sales: '1200.00',
    product_count: 1,
    followed: false,
    products: page([productCard(3, 'Travel Mug')]),
  },
  '/promotion/shop_vouchers': { list: [] },
  '/goods/list': (params: URLSearchParams) =>
    params.get('category_id') === '2' ? page([productCard(4, 'Camp Stove')]) : page([productCard(3, 'Travel Mug')]),
};

const screens = {
  '/home': HomePage,
  '/detail/:product?/:mer?': DetailPage,
  '/searchs': SearchsPage,
  '/shop/:id?': ShopPage,
  '/products': ProductsPage,
};

/**
 * React's server renderer leaves the contexts of the last piece it rendered set on the shared context objects (a
 * server has no other renderer to disturb). Here React DOM's client shares the realm with it, and the web project's
 * files share their modules (vitest.config.ts): a router's location left set would make the next file's router
 * "a <Router> inside another <Router>". Rendering nothing at the top level puts every context back to its default.
 */
async function popServerContexts(): Promise<void> {
  await prerender(null);
}

async function renderOnce(routePath: keyof typeof screens, url: string) {
  const fetchMock = mockApi(api);
  const location = new URL(url, 'http://shop');
  const router = createMemoryRouter([{ path: routePath, Component: screens[routePath] }], { initialEntries: [url] });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const params = router.state.matches[0]?.params ?? {};
  await SERVER_RENDERED[routePath]!.prefetch(client, { params, search: location.searchParams }, 'en');
  const prefetched = fetchMock.mock.calls.length;
  const { prelude } = await prerender(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    PRERENDER_OPTIONS,
  );
  const markup = await new Response(prelude).text();
  await popServerContexts();
  return {
    markup,
    readsDuringRender: fetchMock.mock.calls.length - prefetched,
    unanswered: client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status !== 'success')
      .map((q) => q.queryKey),
    keys: client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey),
  };
}

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  deals = [];
  banners = [];
});

const dealCard = {
  deal_id: 4,
  product_id: 3,
  sku_id: 9,
  title: 'Travel Mug',
  image,
  price: '8.00',
  was_price: '12.00',
  ends_at: DEAL_ENDS,
  sold: 3,
  deal_stock: 10,
  campaign: null,
};

describe('server-rendered screens: every read declared, one render', () => {
  it('declares a prefetch for every screen the server renders', () => {
    expect(Object.keys(SERVER_RENDERED).sort()).toEqual(Object.keys(screens).sort());
  });

  it('home: banners, categories, deals, hot shops and hot products, in the order the screen reads them', async () => {
    const page = await renderOnce('/home', '/home');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([
      ['catalogue', 'en', 'banners'],
      ['catalogue', 'en', 'categories'],
      ['catalogue', 'en', 'deals'],
      ['catalogue', 'en', 'hotShops'],
      ['catalogue', 'en', 'hot', 'all'],
    ]);
    expect(page.markup).toContain('Travel Mug');
    expect(page.markup).not.toContain('deals-strip');
  });

  it("home with a deal running: the strip's chunk is waited for in the one pass, its countdown left to the browser", async () => {
    deals = [dealCard];
    // Banners enough that the strip comes after React's 12.8 KB of a page, where it would be sent as a hidden copy.
    banners = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      title: `Banner ${i + 1} with a title long enough to weigh something`,
      subtitle: 'A subtitle that adds its own few dozen bytes to the page',
      image,
      category_id: null,
      discounted_only: true,
      link_type: 'discounted',
      link_value: null,
    }));
    const page = await renderOnce('/home', '/home');
    expect(page.readsDuringRender).toBe(0);
    expect(page.markup).toContain('class="section deals-strip"');
    // In place, not a hidden copy that an inline script swaps in later (it would race the hydration).
    expect(page.markup).not.toContain('<!--$?-->');
    expect(page.markup).toContain('$8.00');
    // The server's time would be stale once the page arrives, and would not hydrate: dashes until the browser ticks.
    expect(page.markup).toContain('--:--:--');
  });

  it('the product page: the product and its promotions', async () => {
    const page = await renderOnce('/detail/:product?/:mer?', '/detail/3/1');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([
      ['catalogue', 'en', 'detail', 3],
      ['catalogue', 'en', 'promotions', 3],
    ]);
    expect(page.markup).toContain('Keeps coffee hot.');
  });

  it("the product page of a SKU on a deal: the deal's price from the first paint", async () => {
    deals = [dealCard];
    const page = await renderOnce('/detail/:product?/:mer?', '/detail/3/1');
    expect(page.readsDuringRender).toBe(0);
    expect(page.markup).toContain('deal-banner');
    expect(page.markup).toContain('$8.00');
    expect(page.markup).toContain('5 left at this price');
  });

  it('the product page of an address without a product id reads nothing', async () => {
    const page = await renderOnce('/detail/:product?/:mer?', '/detail/abc');
    expect(page.keys).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
  });

  it('search results: the matches', async () => {
    const page = await renderOnce('/searchs', '/searchs?keyword=%20mug%20');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([['catalogue', 'en', 'search', 'mug']]);
    expect(page.markup).toContain('Travel Mug');
  });

  it('search results without a match: the popular searches too, read after the empty answer', async () => {
    const page = await renderOnce('/searchs', '/searchs?keyword=kettle');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([
      ['catalogue', 'en', 'search', 'kettle'],
      ['catalogue', 'en', 'hotKeywords'],
    ]);
    expect(page.markup).toContain('tea');
  });

  it("a shop: the shop and its vouchers side by side, its best sellers from the shop's own answer", async () => {
    const page = await renderOnce('/shop/:id?', '/shop/1');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([
      ['catalogue', 'en', 'shop', 1],
      ['catalogue', 'en', 'shopVouchers', 1],
      ['catalogue', 'en', 'shopProducts', 1, 'sales'],
    ]);
    expect(page.markup).toContain('Cafe');
    expect(page.markup).toContain('Travel Mug');
  });

  it('a shop address without a shop id is not rendered: the browser says the shop is missing', () => {
    const shop = SERVER_RENDERED['/shop/:id?']!;
    expect(shop.renders?.(new URL('http://shop/shop/1'))).toBe(true);
    expect(shop.renders?.(new URL('http://shop/shop'))).toBe(false);
    expect(shop.renders?.(new URL('http://shop/shop/abc'))).toBe(false);
  });

  it("a category's full listing: the category tabs and the first page of its filters", async () => {
    const page = await renderOnce('/products', '/products?category_id=2&sort=price_asc');
    expect(page.unanswered).toEqual([]);
    expect(page.readsDuringRender).toBe(0);
    expect(page.keys).toEqual([
      ['catalogue', 'en', 'categories'],
      ['catalogue', 'en', 'list', { category_id: 2, sort: 'price_asc' }],
    ]);
    expect(page.markup).toContain('Camp Stove');
    expect(page.markup).toContain('Outdoors');
  });
});
