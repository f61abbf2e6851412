import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from './search-page.tsx';
import { readSearchHistory, resetSearchHistoryCacheForTests } from './search-history.ts';
import { initTestI18n, mockApi, page, productCard, renderAt } from '../../test-support/catalogue-test-utils.tsx';
import { SearchsPage } from './searchs-page.tsx';

const ROUTES = { '/search': SearchPage, '/searchs': SearchsPage };
const location = () => screen.getByTestId('location').textContent;

function serve(results: ReturnType<typeof productCard>[], total = results.length) {
  return mockApi({
    '/goods/search': (params: URLSearchParams) => (params.get('keyword') === 'phone' ? page(results, total) : page([])),
    '/goods/hot_keywords': ['dress', 'lego'],
    '/goods/hot': page([]),
    '/goods/suggest': [],
  });
}

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  resetSearchHistoryCacheForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the product results screen', () => {
  it('shows the searched words, the number of results and the products', async () => {
    const fetchMock = serve([productCard(1, 'Phone Case'), productCard(2, 'Smartphone')], 18);
    renderAt(['/searchs?keyword=phone'], ROUTES);
    expect(await screen.findByText('18 products found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change search: phone' }).textContent).toBe('phone');
    expect(screen.getByRole('link', { name: /Phone Case/ }).getAttribute('href')).toBe('/detail/1/1');
    expect(screen.getByRole('link', { name: /Smartphone/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Products' }).getAttribute('aria-selected')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/goods/search?keyword=phone&page=1&limit=10');
  });

  it('opens the search screen with the words to change them, and Back returns to the results', async () => {
    serve([productCard(1, 'Phone Case')]);
    const { router } = renderAt(['/home', '/searchs?keyword=phone'], ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: 'Change search: phone' }));
    expect(location()).toBe('/search?keyword=phone');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'phone');

    // A new search from there takes the place of the search screen, so Back leads to the earlier results.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lamp' } });
    fireEvent.submit(screen.getByRole('searchbox').closest('form')!);
    expect(location()).toBe('/searchs?keyword=lamp');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/searchs?keyword=phone'));
  });

  it('switches to the shop results for the same words in place', async () => {
    serve([productCard(1, 'Phone Case')]);
    const { router } = renderAt(['/home', '/searchs?keyword=phone'], ROUTES);
    fireEvent.click(await screen.findByRole('tab', { name: 'Shops' }));
    expect(location()).toBe('/searchshop?keyword=phone');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('says when nothing matched, and offers shops and the popular searches', async () => {
    serve([]);
    renderAt(['/searchs?keyword=zzqq'], ROUTES);
    expect(await screen.findByText('No products found for “zzqq”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search shops instead' })).toBeTruthy();
    const popular = (await screen.findByText('Popular searches')).parentElement!;
    fireEvent.click(await within(popular).findByRole('button', { name: 'lego' }));
    expect(location()).toBe('/searchs?keyword=lego');
    expect(readSearchHistory()).toEqual(['lego']);
  });

  it('sends a bare link to the search screen', async () => {
    serve([]);
    renderAt(['/searchs?keyword=%20'], ROUTES);
    expect(await screen.findByRole('searchbox')).toBeTruthy();
    expect(location()).toBe('/search');
  });
});
