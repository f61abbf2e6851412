import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENTLY_VIEWED_KEY } from '../../lib/catalogue/recently-viewed.ts';
import { SearchPage } from './search-page.tsx';
import { readSearchHistory, rememberSearch, resetSearchHistoryCacheForTests } from './search-history.ts';
import { image, initTestI18n, mockApi, page, productCard, renderAt } from '../../test-support/catalogue-test-utils.tsx';

const SUGGESTIONS = [
  { id: 200, title: 'Liquid Silicone Phone Case' },
  { id: 193, title: '5G Android Smartphone' },
];

function serve() {
  return mockApi({
    '/goods/hot_keywords': ['wireless earbuds', 'dress', 'lego', 'green tea'],
    '/goods/hot': page([productCard(1, 'Cotton T-Shirt'), productCard(2, 'Canvas Shoes')]),
    '/goods/suggest': (params: URLSearchParams) => (params.get('keyword') === 'phone' ? SUGGESTIONS : []),
  });
}

const location = () => screen.getByTestId('location').textContent;
const input = () => screen.getByRole('searchbox');
const suggestCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/goods/suggest'));

const renderSearch = (...entries: string[]) =>
  renderAt(entries.length ? entries : ['/search'], { '/search': SearchPage });

beforeAll(initTestI18n);
beforeEach(() => {
  localStorage.clear();
  resetSearchHistoryCacheForTests();
});
afterEach(() => {
  cleanup();
  // antd-mobile's dialogs live outside the rendered tree.
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the search screen', () => {
  it('shows recent searches, popular searches, recently viewed products and best sellers', async () => {
    serve();
    rememberSearch('sneakers');
    rememberSearch('power bank');
    localStorage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify([{ id: 42, shop_id: 3, title: 'Viewed Lamp', image, price: '15.00' }]),
    );
    renderSearch();

    const recent = screen.getByRole('heading', { name: 'Recent searches' }).closest('section')!;
    expect(
      within(recent)
        .getAllByRole('button', { name: /power bank|sneakers/ })
        .map((b) => b.textContent),
    ).toEqual(['power bank', 'sneakers']);
    expect(await screen.findByRole('button', { name: 'wireless earbuds' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Viewed Lamp' }).closest('a')?.getAttribute('href')).toBe('/detail/42/3');
    expect(screen.getByText('$15.00')).toBeTruthy();
    expect(await screen.findByText('Cotton T-Shirt')).toBeTruthy();
    expect(input()).toBe(document.activeElement);
  });

  it('submits the typed words: remembers them and opens the product results', async () => {
    serve();
    renderSearch();
    fireEvent.change(input(), { target: { value: '  phone   case ' } });
    fireEvent.submit(input().closest('form')!);
    expect(location()).toBe('/searchs?keyword=phone+case');
    expect(readSearchHistory()).toEqual(['phone case']);
  });

  it('does nothing when only spaces are typed', () => {
    serve();
    renderSearch();
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search');
    expect(readSearchHistory()).toEqual([]);
  });

  it('searches a popular word or a past search with one tap', async () => {
    serve();
    rememberSearch('sneakers');
    renderSearch();
    fireEvent.click(await screen.findByRole('button', { name: 'lego' }));
    expect(location()).toBe('/searchs?keyword=lego');
    expect(readSearchHistory()).toEqual(['lego', 'sneakers']);
  });

  it('suggests products once typing pauses, with the typed part marked; a suggestion opens the product', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = serve();
    renderSearch();
    fireEvent.change(input(), { target: { value: 'p' } });
    fireEvent.change(input(), { target: { value: 'ph' } });
    fireEvent.change(input(), { target: { value: 'phone' } });
    // While typing, no request per keystroke.
    expect(suggestCalls(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(250));
    const suggestion = await screen.findByRole('link', { name: /5G Android Smart/ });
    expect(suggestCalls(fetchMock)).toEqual(['/api/goods/suggest?keyword=phone']);
    expect(suggestion.querySelector('mark')?.textContent).toBe('phone');
    expect(suggestion.getAttribute('href')).toBe('/detail/193');
    // The sections of the empty screen give way to the suggestions.
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).toBeNull();
  });

  it('searches shops instead from the Shops tab, keeping the typed words', () => {
    serve();
    renderSearch();
    fireEvent.change(input(), { target: { value: 'busan' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Shops' }));
    expect(location()).toBe('/searchshop?keyword=busan');
    expect(readSearchHistory()).toEqual(['busan']);
  });

  it('opens prefilled from a results screen, in the shops scope when refining a shop search', () => {
    serve();
    renderSearch('/search?keyword=busan&scope=shops');
    expect(input()).toHaveProperty('value', 'busan');
    expect(screen.getByRole('tab', { name: 'Shops' }).getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('placeholder')).toBe('Search shops');
  });

  it('clears the history after a confirmation', async () => {
    serve();
    rememberSearch('sneakers');
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search history' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull());
    expect(readSearchHistory()).toEqual([]);
  });

  it('keeps the history when the confirmation is cancelled', async () => {
    serve();
    rememberSearch('sneakers');
    renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search history' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(readSearchHistory()).toEqual(['sneakers']);
    expect(screen.getByRole('heading', { name: 'Recent searches' })).toBeTruthy();
  });
});
