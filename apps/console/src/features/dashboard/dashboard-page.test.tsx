import type { StatsDto, StatsTopDto } from '@shop/contract/console-stats';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, ok, renderWithProviders, stubApi, switchLanguage } from '../../test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import type { ChartData, SalesSeries } from './sales-series.ts';

// happy-dom has no canvas: the chart is a stand-in that shows what it was given (the shaping is tested on its own).
vi.mock('./sales-chart.tsx', () => ({
  default: ({ data, series }: { data: ChartData; series: SalesSeries }) => (
    <p data-testid="sales-chart">{`${series.key}: ${data.days.join(',')} = ${data.values.join(',')}`}</p>
  ),
}));

const zero = { gmv: '0.00', paid_orders: 0, refunded: '0.00', recharged: '0.00', withdrawn: '0.00', new_shoppers: 0 };

const stats: StatsDto = {
  days: [
    { ...zero, date: '2026-03-06', gmv: '1200.05', paid_orders: 3, refunded: '20.00' },
    { ...zero, date: '2026-03-07', gmv: '34.45', paid_orders: 1, new_shoppers: 2, recharged: '500.00' },
  ],
  totals: {
    gmv: '1234.50',
    paid_orders: 4,
    refunded: '20.00',
    recharged: '500.00',
    withdrawn: '0.00',
    new_shoppers: 2,
  },
};

const top: StatsTopDto = {
  products: [
    { id: 9, title: 'Green tea', image: '/t.png', shop_name: 'Tea House', quantity: 12, amount: '306.00' },
    { id: 10, title: 'Oolong', image: '/o.png', shop_name: 'Tea House', quantity: 2, amount: '40.00' },
  ],
  shops: [{ id: 2, name: 'Tea House', logo: '/l.png', orders: 5, amount: '346.00' }],
};

const today = {
  date: '2026-03-07',
  new_shoppers: 2,
  shoppers_total: 40,
  logins: 7,
  new_addresses: 1,
  reset_codes_sent: 0,
  pay_locked_now: 1,
};

function show(url = '/dashboard') {
  const fetchMock = stubApi((address) => {
    const path = address.split('?')[0];
    if (path === '/api/console/stats') return ok(stats);
    if (path === '/api/console/stats/top') return ok(top);
    return ok(today);
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <DashboardPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const statsCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  calledUrls(fetchMock).filter((url) => url.startsWith('/api/console/stats'));

beforeEach(() => {
  // Only the clock is frozen (late on 7 March UTC); timers run, so the page's queries and waits work as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-07T23:30:00Z'));
});

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard', { timeout: 20_000 }, () => {
  it('asks for the last 7 UTC days by default and shows their totals, formatted', async () => {
    const fetchMock = show();

    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(statsCalls(fetchMock)).toEqual([
      '/api/console/stats?from=2026-03-01&to=2026-03-07',
      '/api/console/stats/top?from=2026-03-01&to=2026-03-07&limit=10',
    ]);
    expect(screen.getByText('Mar 1, 2026 – Mar 7, 2026 (UTC days)')).toBeTruthy();
    const gmv = screen.getByRole('button', { name: /GMV/ });
    expect(gmv.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('button', { name: /Recharges/ })).getByText('$500.00')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /Paid orders/ })).getByText('4')).toBeTruthy();
    expect(await screen.findByTestId('sales-chart')).toHaveProperty(
      'textContent',
      'gmv: 2026-03-06,2026-03-07 = 1200.05,34.45',
    );
    // Today's counts stay, below.
    expect(screen.getByText('Shoppers in total')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
  });

  it('asks for the chosen period: today, then the last 30 days', async () => {
    const fetchMock = show();
    await screen.findByText('$1,234.50');

    fireEvent.click(screen.getByText('Today', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(statsCalls(fetchMock)).toContain('/api/console/stats?from=2026-03-07&to=2026-03-07'));
    expect(await screen.findByText('Mar 7, 2026 (UTC)')).toBeTruthy();

    fireEvent.click(screen.getByText('Last 30 days', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(statsCalls(fetchMock)).toContain('/api/console/stats?from=2026-02-06&to=2026-03-07'));
    expect(statsCalls(fetchMock)).toContain('/api/console/stats/top?from=2026-02-06&to=2026-03-07&limit=10');
  });

  it('charts the figure whose card is picked', async () => {
    show('/dashboard?series=recharged');
    expect(await screen.findByTestId('sales-chart')).toHaveProperty(
      'textContent',
      'recharged: 2026-03-06,2026-03-07 = 0,500',
    );
    expect(screen.getByText('Recharges by day')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Paid orders/ }));
    await waitFor(() =>
      expect(screen.getByTestId('sales-chart').textContent).toBe('paid_orders: 2026-03-06,2026-03-07 = 3,1'),
    );
  });

  it('ranks the top products and shops with their pictures', async () => {
    show();
    const products = await screen.findByRole('list', { name: 'Top products' });
    const items = within(products).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Green teaTea House · 12 sold$306.00',
      '2OolongTea House · 2 sold$40.00',
    ]);
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('/t.png');
    const shops = screen.getByRole('list', { name: 'Top shops' });
    expect(within(shops).getByText('5 paid orders')).toBeTruthy();
  });

  it('formats the money in Chinese when the operator switches', async () => {
    await switchLanguage('zh-CN');
    show();
    expect(await screen.findByText('US$1,234.50')).toBeTruthy();
    expect(screen.getByText('2026年3月1日 – 2026年3月7日（按 UTC 日）')).toBeTruthy();
  });
});
