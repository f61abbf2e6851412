import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  categories,
  initTestI18n,
  mockApi,
  page,
  productCard,
  renderAt,
} from '../../test-support/catalogue-test-utils.tsx';
import { ProductsPage } from './products-page.tsx';

const ROUTES = { '/products': ProductsPage };
const location = () => screen.getByTestId('location').textContent;

function serve(products = [productCard(1, 'Trail Tent'), productCard(2, 'Camp Stove')]) {
  return mockApi({
    '/goods/categories': categories,
    '/goods/list': () => page(products),
  });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the products listing', () => {
  it('asks goods/list for the category, sort and price range in its URL', async () => {
    const fetchMock = serve();
    renderAt(['/products?category_id=2&sort=price_desc&min_price=10&max_price=50'], ROUTES);
    expect(await screen.findByText('2 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Trail Tent/ }).getAttribute('href')).toBe('/detail/1/1');
    expect(screen.getByRole('tab', { name: 'Outdoors' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Price: high to low' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove price filter $10.00 – $50.00' })).toBeTruthy();
    const query = callsTo(fetchMock, '/goods/list')[0];
    expect(Object.fromEntries(query ?? [])).toEqual({
      category_id: '2',
      sort: 'price_desc',
      min_price: '10',
      max_price: '50',
      page: '1',
      limit: '10',
    });
  });

  it('keeps sort and category changes in the URL without adding history entries', async () => {
    serve();
    const { router } = renderAt(['/home', '/products?category_id=2'], ROUTES);
    await screen.findByText('2 products');
    fireEvent.click(screen.getByRole('button', { name: 'Newest' }));
    expect(location()).toBe('/products?category_id=2&sort=newest');
    fireEvent.click(screen.getByRole('button', { name: 'Price: low to high' }));
    expect(location()).toBe('/products?category_id=2&sort=price_asc');
    fireEvent.click(screen.getByRole('button', { name: 'Price: low to high' }));
    expect(location()).toBe('/products?category_id=2&sort=price_desc');
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(location()).toBe('/products?sort=price_desc');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it('checks the price range before applying it, with a translated message', async () => {
    const fetchMock = serve();
    renderAt(['/products'], ROUTES);
    await screen.findByText('2 products');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const lowest = await screen.findByLabelText('Lowest price');
    const highest = screen.getByLabelText('Highest price');

    fireEvent.change(lowest, { target: { value: '50' } });
    fireEvent.change(highest, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('alert').textContent).toBe('The highest price must not be below the lowest');
    expect(highest.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(highest, { target: { value: '80.123' } });
    expect(screen.getByRole('alert').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price of 0 or more, with at most two decimals');
    expect(location()).toBe('/products');

    fireEvent.change(highest, { target: { value: '80.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(location()).toBe('/products?min_price=50&max_price=80.5');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/goods/list').some((q) => q.get('max_price') === '80.5')).toBe(true),
    );

    // The chip under the bar takes the range off again.
    fireEvent.click(await screen.findByRole('button', { name: 'Remove price filter $50.00 – $80.50' }));
    expect(location()).toBe('/products');
  });

  it('offers to clear the filters when nothing matches', async () => {
    serve([]);
    renderAt(['/products?category_id=3&min_price=900'], ROUTES);
    expect(await screen.findByText('No products found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/products');
  });
});
