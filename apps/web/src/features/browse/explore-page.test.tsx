import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  categories,
  category,
  initTestI18n,
  mockApi,
  page,
  productCard,
  renderAt,
  shopCard,
} from '../../test-support/catalogue-test-utils.tsx';
import { session } from '../../lib/session.ts';
import { ExplorePage } from './explore-page.tsx';

const ROUTES = { '/explore': ExplorePage };
const location = () => screen.getByTestId('location').textContent;

function serve() {
  return mockApi({
    '/goods/categories': categories,
    '/shop/hot': page([shopCard(1, 'Pixel Lane')]),
    '/goods/list': (params: URLSearchParams) =>
      params.get('category_id') === '2'
        ? page([productCard(7, 'Trail Tent')], 31)
        : page([productCard(1, 'Laptop')], 12),
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  session.clear();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the explore tab', () => {
  it('opens on the first category, best sellers first, and notes it in the URL', async () => {
    const fetchMock = serve();
    renderAt(['/explore'], ROUTES);
    expect(await screen.findByRole('link', { name: /Laptop/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Computer' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('12 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pixel Lane/ }).getAttribute('href')).toBe('/shop/1');
    await waitFor(() => expect(location()).toBe('/explore?category_id=1'));
    const query = callsTo(fetchMock, '/goods/list')[0];
    expect(query?.get('category_id')).toBe('1');
    expect(query?.get('sort')).toBe('sales');
  });

  it('switches category from the rail and links a signed-in shopper to its full listing', async () => {
    serve();
    session.setToken('token-1');
    renderAt(['/explore?category_id=1'], ROUTES);
    await screen.findByRole('link', { name: /Laptop/ });
    fireEvent.click(screen.getByRole('button', { name: 'Outdoors' }));
    expect(location()).toBe('/explore?category_id=2');
    expect(await screen.findByRole('link', { name: /Trail Tent/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Outdoors' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: /All products/ }).getAttribute('href')).toBe('/products?category_id=2');
  });

  it('offers a signed-out shopper no link to the full listing, which is behind the login', async () => {
    serve();
    renderAt(['/explore?category_id=2'], ROUTES);
    expect(await screen.findByRole('link', { name: /Trail Tent/ })).toBeTruthy();
    expect(screen.getByText('31 products')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /All products/ })).toBeNull();
  });

  it('shows a parent’s subcategories as chips: the parent lists them all, a chip one of them', async () => {
    const fetchMock = mockApi({
      '/goods/categories': [...categories, category(4, 'Tents', 2), category(5, 'Stoves', 2)],
      '/shop/hot': page([]),
      '/goods/list': (params: URLSearchParams) =>
        params.get('category_id') === '5'
          ? page([productCard(9, 'Camp Stove')], 1)
          : page([productCard(7, 'Trail Tent')], 31),
    });
    renderAt(['/explore?category_id=2'], ROUTES);
    expect(await screen.findByRole('link', { name: /Trail Tent/ })).toBeTruthy();
    // The rail holds the top level only.
    expect(screen.queryByRole('button', { name: 'Tents' })?.closest('.category-rail')).toBeFalsy();
    const chips = screen.getByRole('group', { name: 'Outdoors' });
    expect(chips.textContent).toBe('AllTentsStoves');
    fireEvent.click(screen.getByRole('button', { name: 'Stoves' }));
    expect(location()).toBe('/explore?category_id=5');
    expect(await screen.findByRole('link', { name: /Camp Stove/ })).toBeTruthy();
    // The rail keeps the parent chosen; the chip shows which subcategory.
    expect(screen.getByRole('button', { name: 'Outdoors' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Stoves' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, '/goods/list').at(-1)?.get('category_id')).toBe('5');
  });

  it('opens the category of a link', async () => {
    serve();
    renderAt(['/explore?category_id=2'], ROUTES);
    expect(await screen.findByRole('link', { name: /Trail Tent/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Outdoors' }).getAttribute('aria-current')).toBe('true');
  });
});
