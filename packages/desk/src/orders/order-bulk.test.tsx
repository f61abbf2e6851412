import type { ShipImportDto } from '@shop/contract/order-bulk';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Table } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoResources, renderDesk } from '../app-shell/test-render.tsx';
import { businessResources } from '../business/resources.ts';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { RequestError } from '../request/request-error.ts';
import { OrderExportButton } from './order-export-button.tsx';
import { ShipImportButton } from './ship-import.tsx';
import { type OrderBulkDesk, useOrderBulk } from './use-order-bulk.tsx';

afterEach(cleanup);

const i18n = () =>
  createDeskI18n({ app: 'demo', languages: ['en', 'zh-CN'], resources: [demoResources, businessResources] });

interface Row {
  id: number;
  order_no: string;
}
const PAGES: Row[][] = [
  [
    { id: 11, order_no: '2026120500000011' },
    { id: 12, order_no: '2026120500000012' },
  ],
  [{ id: 13, order_no: '2026120500000013' }],
];

/** An order list of two pages with the bulk work, as a desk's orders page wires it. */
function Orders({ desk, rows }: { desk: OrderBulkDesk; rows?: Row[] }) {
  const [page, setPage] = useState(0);
  const bulk = useOrderBulk<Row>(desk, new URLSearchParams('status=1&page=2&limit=20'));
  return (
    <>
      {bulk.extra}
      {bulk.selectionBar}
      <Table<Row>
        rowKey="id"
        dataSource={rows ?? PAGES[page]}
        columns={[{ title: 'Order', dataIndex: 'order_no' }]}
        rowSelection={bulk.rowSelection}
        pagination={false}
      />
      <button type="button" onClick={() => setPage(1)}>
        next page
      </button>
    </>
  );
}

const desk = (overrides: Partial<OrderBulkDesk> = {}): OrderBulkDesk => ({
  exportOrders: vi.fn(async () => 'orders.csv'),
  importShipments: vi.fn(async () => ({ shipped: 0, unchanged: 0, errors: [] })),
  printSlips: vi.fn(async () => 'packing-slips.pdf'),
  refresh: ['orders'],
  ...overrides,
});

const choose = (orderNo: string) => {
  const row = screen.getByText(orderNo).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('checkbox'));
};

describe("the order list's bulk work", { timeout: 20_000 }, () => {
  it("exports what the list's filters show, without its paging", async () => {
    const download = vi.fn(async () => 'orders.csv');
    renderDesk(
      <OrderExportButton download={download} filters={new URLSearchParams('status=1&page=3&limit=50')} />,
      i18n(),
    );
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(String(download.mock.calls[0]?.at(0))).toBe('status=1');
  });

  it("shows an export's refusal", async () => {
    const download = vi.fn(() => Promise.reject(new RequestError('No permission', 403)));
    renderDesk(<OrderExportButton download={download} filters={new URLSearchParams()} />, i18n());
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('No permission')).toBeTruthy();
  });

  it('ships from a CSV: sends the file, reports what shipped and every bad row, and refreshes the orders', async () => {
    const report: ShipImportDto = {
      shipped: 18,
      unchanged: 1,
      errors: [{ row: 7, order_no: '2026120500000099', message: 'There is no such order' }],
    };
    const send = vi.fn(async () => report);
    const { queryClient } = renderDesk(<ShipImportButton send={send} refresh={['orders']} />, i18n());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: /Ship from CSV/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/order_no, carrier, tracking_no/)).toBeTruthy();
    const file = new File(['order_no,carrier,tracking_no\n'], 'shipments.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });

    expect(await within(dialog).findByText('Already shipped')).toBeTruthy();
    expect((send.mock.calls[0]?.at(0) as File | undefined)?.name).toBe('shipments.csv');
    const figures = [...dialog.querySelectorAll('.ant-statistic')].map((element) => element.textContent);
    expect(figures).toEqual(['Shipped18', 'Already shipped1', 'Rows with errors1']);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([['7', '2026120500000099', 'There is no such order']]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] });
  });

  it('shows a refused file above the drop zone and refreshes nothing', async () => {
    const send = vi.fn(() => Promise.reject(new RequestError('The file has no tracking_no column', 200)));
    const { queryClient } = renderDesk(<ShipImportButton send={send} refresh={['orders']} />, i18n());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: /Ship from CSV/ }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['order_no,carrier\n'], 'shipments.csv', { type: 'text/csv' });
    fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    expect(await within(dialog).findByText('The file has no tracking_no column')).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('prints the slips of the orders chosen across pages, then clears the choice', async () => {
    const printing = desk();
    renderDesk(<Orders desk={printing} />, i18n());
    expect(screen.queryByRole('toolbar')).toBeNull();
    choose('2026120500000012');
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    choose('2026120500000013');
    const bar = await screen.findByRole('toolbar', { name: 'Selected: 2' });
    fireEvent.click(within(bar).getByRole('button', { name: /Print packing slips/ }));
    await waitFor(() => expect(printing.printSlips).toHaveBeenCalledTimes(1));
    expect(vi.mocked(printing.printSlips).mock.calls[0]?.at(0)).toEqual([12, 13]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  it('waits for a smaller choice above the most slips one print holds', async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ id: index + 1, order_no: `20261205${index}` }));
    const printing = desk();
    renderDesk(<Orders desk={printing} rows={many} />, i18n());
    const all = screen.getAllByRole('checkbox')[0] as HTMLElement;
    fireEvent.click(all);
    const bar = await screen.findByRole('toolbar', { name: 'Selected: 101' });
    expect((within(bar).getByRole('button', { name: /Print packing slips/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(bar).getByText('Choose at most 100 orders to print at once.')).toBeTruthy();
  });
});
