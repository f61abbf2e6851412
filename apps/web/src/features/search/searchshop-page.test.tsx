import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n, mockApi, page, renderAt, shopCard } from '../../test-support/catalogue-test-utils.tsx';
import { SearchshopPage } from './searchshop-page.tsx';

const ROUTES = { '/searchshop': SearchshopPage };
const location = () => screen.getByTestId('location').textContent;

function serve() {
  return mockApi({
    '/shop/search': (params: URLSearchParams) => {
      if (!params.has('keyword')) {
        const at = Number(params.get('page'));
        return { ...page([shopCard(at * 10, `Best seller shop ${at}`)], 25), page: at };
      }
      return params.get('keyword') === 'busan'
        ? page([shopCard(21, 'Busan Harbour Foods'), shopCard(22, 'Little Stars Busan')])
        : page([]);
    },
    '/goods/hot_keywords': [],
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the seller results screen', () => {
  it('lists the matching shops with their figures, each opening its shop', async () => {
    const fetchMock = serve();
    renderAt(['/searchshop?keyword=busan'], ROUTES);
    expect(await screen.findByText('2 shops found')).toBeTruthy();
    const shop = screen.getByRole('link', { name: /Busan Harbour Foods/ });
    expect(shop.getAttribute('href')).toBe('/shop/21');
    expect(shop.textContent).toContain('121 fans');
    expect(screen.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/shop/search?keyword=busan&page=1&limit=10');
  });

  it('says when no shop matched and offers the product results', async () => {
    serve();
    renderAt(['/searchshop?keyword=nothing'], ROUTES);
    expect(await screen.findByText('No shops found for “nothing”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search products instead' }));
    expect(location()).toBe('/searchs?keyword=nothing');
  });

  it('without words lists every shop, best-selling first, under "Hot shops", with a way to search them', async () => {
    const fetchMock = serve();
    renderAt(['/searchshop'], ROUTES);
    expect(await screen.findByRole('heading', { name: 'Hot shops' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: /Best seller shop 1/ })).getAttribute('href')).toBe('/shop/10');
    expect(location()).toBe('/searchshop');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/shop/search?page=1&limit=10');
    expect(screen.getByRole('link', { name: 'Search for sellers' }).getAttribute('href')).toBe('/search?scope=shops');
  });

  it('goes back to editing in the shops scope', async () => {
    serve();
    renderAt(['/searchshop?keyword=busan'], ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(location()).toBe('/search?scope=shops');
  });
});
