import type { ProductRowDto } from '@shop/contract/console-catalogue';
import type { ProductBulkBody, ProductBulkReportDto } from '@shop/contract/product-bulk';
import { queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import type { ListPageData } from '../list/list-page.tsx';
import { ProductBulkBar } from './product-bulk-bar.tsx';
import { ProductsPage } from './products-page.tsx';

afterEach(cleanup);

const row = (id: number, title: string, price: string): ProductRowDto => ({
  id,
  code: `P${id}`,
  title,
  image: '/m.png',
  shop: { id: 3, name: 'Volt Digital' },
  category: { id: 9, name: 'Computers' },
  price,
  compare_at_price: null,
  stock: 3,
  sales: 10,
  sku_count: 1,
  on_sale: true,
  listed: true,
  updated_at: '2026-03-01T10:00:00.000Z',
});

const MOUSE = row(5, 'Silent mouse', '12.99');
const PAD = row(6, 'Desk pad', '8.00');
const CABLE = row(7, 'Braided cable', '4.50');

/** Words as their keys, then what fills them: what the page asks for is what the test reads. */
const words = (key: string, values?: Record<string, unknown>) =>
  [key, ...Object.values(values ?? {}).map(String)].join(' ');

const REPORT: ProductBulkReportDto = {
  changed: [{ id: 5, title: 'Silent mouse', price: '12.99', on_sale: false, listed: false }],
  refused: [
    {
      id: 7,
      title: 'Braided cable',
      sku_id: 70,
      reason: 'BULK_PRICE_NOT_BELOW_COMPARE_AT',
      message: '“Braided cable · 1 m”: the new price $5.00 would not be below its compare-at price $5.00',
    },
  ],
};

function show(answer: ProductBulkReportDto = REPORT) {
  const asked: string[] = [];
  const sent: ProductBulkBody[] = [];
  const send = vi.fn(async (body: ProductBulkBody) => {
    sent.push(body);
    return answer;
  });
  const query = (params: URLSearchParams) =>
    queryOptions({
      queryKey: ['products', 'list', params.toString()],
      queryFn: async (): Promise<ListPageData<ProductRowDto>> => {
        asked.push(params.toString());
        const page = Number(params.get('page') ?? 1);
        return { list: page === 1 ? [MOUSE, PAD] : [CABLE], total: 12, page, limit: 10 };
      },
    });
  const router = createMemoryRouter(
    [
      {
        path: '/products',
        element: (
          <ProductsPage
            editPath="/products"
            query={query}
            words={words}
            filters={() => null}
            columns={{ unlisted: { label: 'Hidden', colour: 'red' } }}
            bulk={{ send, refresh: ['products'] }}
          />
        ),
      },
    ],
    { initialEntries: ['/products'] },
  );
  renderDesk(<RouterProvider router={router} />);
  return { asked, sent, router };
}

/** The open dialog with this title (the tests' ids are all alike, so a dialog's name cannot tell them apart). */
const dialog = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((element) => within(element).queryByText(title));
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });

const choose = async (title: string) => {
  const line = (await screen.findByRole('link', { name: title })).closest('tr') as HTMLElement;
  fireEvent.click(within(line).getByRole('checkbox'));
};

describe('bulk product edits on the products page', { timeout: 30_000 }, () => {
  it('keeps the choice across pages, takes it off sale, reports what changed and what not, and refreshes the list', async () => {
    const { asked, sent } = show();
    await choose('Silent mouse');
    expect(screen.getByRole('toolbar', { name: 'bulk.selected 1' })).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await choose('Braided cable');
    const bar = screen.getByRole('toolbar', { name: 'bulk.selected 2' });
    const before = asked.length;
    fireEvent.click(within(bar).getByRole('button', { name: 'bulk.offSale' }));

    const report = await dialog('bulk.reportTitle');
    expect(sent).toEqual([{ ids: [5, 7], action: 'off_sale' }]);
    expect(within(report).getByText(REPORT.refused[0]?.message ?? '')).toBeTruthy();
    expect(within(report).getByText('Braided cable')).toBeTruthy();
    expect(within(report).getByText('Silent mouse')).toBeTruthy();
    expect(within(report).getByText('status.offSale')).toBeTruthy();
    expect(within(report).getByText('bulk.someRefused')).toBeTruthy();
    await waitFor(() => expect(asked.length).toBeGreaterThan(before));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it("changes prices by a percent, previewing the first product's price by the server's rule", async () => {
    const { sent } = show({
      changed: [{ id: 5, title: 'Silent mouse', price: '11.04', on_sale: true, listed: true }],
      refused: [],
    });
    await choose('Silent mouse');
    await choose('Desk pad');
    fireEvent.click(screen.getByRole('button', { name: 'bulk.price' }));

    const modal = await dialog('bulk.priceTitle 2');
    const apply = () => within(modal).getByRole('button', { name: 'bulk.apply' }) as HTMLButtonElement;
    const percent = within(modal).getByRole('spinbutton');
    fireEvent.change(percent, { target: { value: '0' } });
    await waitFor(() => expect(apply().disabled).toBe(true));

    fireEvent.change(percent, { target: { value: '-15' } });
    // 12.99 × 0.85 = 11.0415 → $11.04, half up to the cent.
    expect(await within(modal).findByText('bulk.previewDown 15 Silent mouse $12.99 $11.04')).toBeTruthy();
    fireEvent.change(percent, { target: { value: '10' } });
    expect(await within(modal).findByText('bulk.previewUp 10 Silent mouse $12.99 $14.29')).toBeTruthy();
    fireEvent.change(percent, { target: { value: '-15' } });
    await waitFor(() => expect(apply().disabled).toBe(false));
    fireEvent.click(apply());

    const report = await dialog('bulk.reportTitle');
    expect(sent).toEqual([{ ids: [5, 6], action: 'price', percent: -15 }]);
    expect(within(report).getByText('bulk.allChanged')).toBeTruthy();
    expect(within(report).getByText('$11.04')).toBeTruthy();
  });

  it('waits for a smaller choice above the most one change takes', () => {
    const rows = Array.from({ length: 201 }, (_, i) => row(i + 1, `Product ${i + 1}`, '1.00'));
    renderDesk(
      <ProductBulkBar
        rows={rows}
        clear={vi.fn()}
        desk={{ send: vi.fn(), refresh: ['products'] }}
        words={words}
        unlisted={{ label: 'Hidden', colour: 'red' }}
      />,
    );
    expect(screen.getByText('bulk.tooMany 200')).toBeTruthy();
    for (const name of ['bulk.onSale', 'bulk.offSale', 'bulk.price']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });
});
