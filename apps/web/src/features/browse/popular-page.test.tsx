import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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
import { PopularPage } from './popular-page.tsx';

const ROUTES = { '/popular': PopularPage };
const location = () => screen.getByTestId('location').textContent;

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the popular ranking', () => {
  it('ranks the best sellers with medals for the podium and switches category in place', async () => {
    const fetchMock = mockApi({
      '/goods/categories': categories,
      '/goods/hot': (params: URLSearchParams) =>
        params.get('category_id') === '2'
          ? page([productCard(7, 'Trail Tent')])
          : page(
              [
                productCard(1, 'Laptop'),
                productCard(2, 'Mouse'),
                productCard(3, 'Keyboard'),
                productCard(4, 'Monitor'),
              ],
              40,
            ),
    });
    renderAt(['/popular'], ROUTES);

    const first = await screen.findByRole('link', { name: /Laptop/ });
    expect(first.className).toContain('ranking-row--gold');
    expect(screen.getByRole('link', { name: /Mouse/ }).className).toContain('ranking-row--silver');
    expect(screen.getByRole('link', { name: /Keyboard/ }).className).toContain('ranking-row--bronze');
    expect(screen.getByRole('link', { name: /Monitor/ }).className).not.toMatch(/gold|silver|bronze/);
    expect(screen.getByLabelText('Rank 4').textContent).toBe('4');
    expect(screen.getByRole('heading', { name: 'Best sellers' })).toBeTruthy();
    expect(screen.getAllByText('$9.99', { selector: '.ranking-row__price' })).toHaveLength(4);

    fireEvent.click(screen.getByRole('tab', { name: 'Outdoors' }));
    expect(location()).toBe('/popular?category_id=2');
    expect(await screen.findByRole('link', { name: /Trail Tent/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Best sellers in Outdoors' })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/goods/hot').map((q) => q.get('category_id'))).toEqual([null, '2']));
  });

  it('says so when a category has no sales yet', async () => {
    mockApi({ '/goods/categories': categories, '/goods/hot': page([]) });
    renderAt(['/popular?category_id=3'], ROUTES);
    expect(await screen.findByText('No best sellers yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Food' }).getAttribute('aria-selected')).toBe('true');
  });
});
