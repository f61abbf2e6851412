import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch, switchLanguage } from '../../test/render.tsx';
import { pendingRefund, rejectedRefund, returnedRefund } from '../../test/refund-fixtures.ts';
import { RefundsPage } from './refunds-page.tsx';

let search = '';
function Location() {
  search = useLocation().search;
  return null;
}

function show(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/refunds"
          element={
            <>
              <RefundsPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const listOf = (list: unknown[], page = 1, limit = 10) => ({
  code: 1,
  msg: 'ok',
  data: { list, total: list.length, page, limit },
});

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
  vi.unstubAllGlobals();
});

describe('refunds page', { timeout: 20_000 }, () => {
  it('opens on the pending queue and writes a chosen status into the URL', async () => {
    const fetchMock = stubFetch(listOf([pendingRefund]));
    show('/refunds');

    await screen.findByText('202603010001');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/refunds?status=0&page=1&limit=10');
    fireEvent.click(screen.getByText('Returned'));
    await waitFor(() => expect(search).toBe('?status=2'));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/refunds?status=2&page=1&limit=10'));
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(search).toBe('?status=all'));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/refunds?page=1&limit=10'));
  });

  it('asks the server for what the URL says, and writes a searched order number into it from page 1', async () => {
    const fetchMock = stubFetch(listOf([pendingRefund], 3, 20));
    show('/refunds?status=all&order_no=2026&page=3&limit=20');

    await screen.findByText('202603010001');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/refunds?order_no=2026&page=3&limit=20');
    const box = screen.getByRole('searchbox', { name: 'Order no' }) as HTMLInputElement;
    expect(box.value).toBe('2026');
    fireEvent.change(box, { target: { value: ' 202603010001 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(search).toBe('?status=all&order_no=202603010001&limit=20'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/console/refunds?order_no=202603010001&page=1&limit=20'),
    );
  });

  it('shows each request with links to itself and its order, and the actions its status allows', async () => {
    stubFetch(listOf([pendingRefund, returnedRefund, rejectedRefund]));
    show('/refunds?status=all');

    await screen.findByText('Photos do not show damage');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Refund #12' }).getAttribute('href')).toBe('/refunds/12');
    expect(first.getByRole('link', { name: '202603010001' }).getAttribute('href')).toBe('/orders/42');
    expect(first.getByText('ann')).toBeTruthy();
    expect(first.getByText('Refund only')).toBeTruthy();
    expect(first.getByText('$25.50')).toBeTruthy();
    expect(first.getByText('Goods not received')).toBeTruthy();
    expect(first.getByText('Damaged')).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Return and refund')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(rows[2]!).queryAllByRole('button')).toHaveLength(0);
  });

  it('reads in Chinese: tabs, columns, labels and money, and the server’s own message as it sent it', async () => {
    await switchLanguage('zh-CN');
    stubFetch(listOf([pendingRefund]));
    show('/refunds');

    expect(await screen.findByText('202603010001')).toBeTruthy();
    expect(screen.getByText('待处理', { selector: '.ant-segmented-item-label' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '订单号' })).toBeTruthy();
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('仅退款')).toBeTruthy();
    expect(row.getByText('未收到货')).toBeTruthy();
    expect(row.getByText('商品损坏')).toBeTruthy();
    expect(row.getByText('US$25.50')).toBeTruthy();
    expect(row.getByRole('button', { name: '同 意' })).toBeTruthy();
    expect(screen.getByText('共 1 个退款申请')).toBeTruthy();

    cleanup();
    const fetchMock = stubFetch({
      code: 0,
      msg: '退款申请状态已变化，请刷新',
      data: { error: 'REFUND_STATUS_CHANGED' },
    });
    show('/refunds');
    expect(await screen.findByText('退款申请状态已变化，请刷新')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ lang: 'zh-CN' });
  });

  it('hides the decisions from an operator whose roles only read refunds', async () => {
    stubFetch(listOf([pendingRefund, returnedRefund]));
    renderWithProviders(
      <MemoryRouter initialEntries={['/refunds?status=all']}>
        <Routes>
          <Route path="/refunds" element={<RefundsPage />} />
        </Routes>
      </MemoryRouter>,
      { roles: ['support'] },
    );

    await screen.findByText('Return and refund');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });
});
