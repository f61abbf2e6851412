import type { DealCardDto } from '@shop/contract/promotion';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  categories,
  image,
  initTestI18n,
  mockApi,
  page,
  productCard,
  renderAt,
  shopCard,
} from '../../test-support/catalogue-test-utils.tsx';
import { soldShare, soonestEnd } from './deals-strip.tsx';
import { HomePage } from './home-page.tsx';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const card = (id: number, title: string, overrides: Partial<DealCardDto> = {}): DealCardDto => ({
  deal_id: id,
  product_id: 100 + id,
  sku_id: 200 + id,
  title,
  image,
  price: '8.00',
  was_price: '12.00',
  ends_at: inHours(5),
  sold: 3,
  deal_stock: 10,
  campaign: null,
  ...overrides,
});

function home(deals: DealCardDto[]) {
  const fetchMock = mockApi({
    '/goods/banners': [],
    '/goods/categories': categories,
    '/promotion/deals': { list: deals },
    '/shop/hot': page([shopCard(1, 'Cafe')]),
    '/goods/hot': page([productCard(3, 'Travel Mug')]),
  });
  renderAt(['/home'], { '/home': HomePage });
  return fetchMock;
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Home's Deals strip", () => {
  it('is hidden while no deal runs', async () => {
    const fetchMock = home([]);
    expect(await screen.findByText('Travel Mug')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/promotion/deals?limit=10')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Deals' })).toBeNull();
    expect(document.querySelector('.deals-strip, .deals-strip-placeholder')).toBeNull();
  });

  it('shows a card per deal (price, crossed-out price, sold bar) and one countdown to the soonest end', async () => {
    home([
      card(1, 'Jasmine Tea', { ends_at: inHours(30) }),
      card(2, 'Slim Laptop', { price: '599.00', was_price: '799.99', sold: 9, deal_stock: 12, ends_at: inHours(2) }),
    ]);
    const strip = await screen.findByRole('region', { name: 'Deals' });
    expect(within(strip).getAllByRole('timer')).toHaveLength(1);
    expect(within(strip).getByRole('timer').textContent).toMatch(/^(02:00:00|01:59:5[89])$/);
    const laptop = within(strip).getByRole('link', { name: /Slim Laptop/ });
    expect(laptop.getAttribute('href')).toBe('/detail/102');
    expect(within(laptop).getByText('$599.00')).toBeTruthy();
    expect(within(laptop).getByLabelText('Was $799.99').tagName).toBe('S');
    expect(within(laptop).getByText('9 sold')).toBeTruthy();
    expect((laptop.querySelector('.deal-card__sold-bar') as HTMLElement).style.width).toBe('75%');
  });
});

describe("the strip's figures", () => {
  it('counts down to the soonest end of the cards', () => {
    expect(soonestEnd([])).toBeUndefined();
    expect(
      soonestEnd([
        { ends_at: '2025-11-22T00:00:00.000Z' },
        { ends_at: '2025-11-21T10:00:00.000+00:00' },
        { ends_at: '2025-11-23T00:00:00.000Z' },
      ]),
    ).toBe('2025-11-21T10:00:00.000+00:00');
  });

  it('fills the sold bar in whole percents, within 0–100', () => {
    expect(soldShare({ sold: 1, deal_stock: 3 })).toBe(33);
    expect(soldShare({ sold: 0, deal_stock: 5 })).toBe(0);
    expect(soldShare({ sold: 7, deal_stock: 5 })).toBe(100);
  });
});
