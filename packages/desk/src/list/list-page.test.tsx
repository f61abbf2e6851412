import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { ListPage, type ListPaging, type ListQueryResult } from './list-page.tsx';

interface Row {
  id: number;
  name: string;
}

const columns = [{ title: 'Name', dataIndex: 'name' }];

function paging(overrides: Partial<ListPaging> = {}): ListPaging {
  return { filters: { page: 1, limit: 10 }, pageSizes: [10, 20, 50], paginate: vi.fn(), ...overrides };
}

function show(query: ListQueryResult<Row>, page = paging(), props: { emptyText?: string } = {}) {
  return renderDesk(
    <ListPage<Row>
      filters={<input aria-label="Name filter" />}
      extra={<button type="button">New</button>}
      paging={page}
      query={query}
      columns={columns}
      rowKey="id"
      {...props}
    />,
  );
}

afterEach(cleanup);

describe('ListPage', { timeout: 20_000 }, () => {
  it('shows the filter bar, the actions, the rows and the total', () => {
    show({ data: { list: [{ id: 1, name: 'Ann' }], total: 21, page: 1, limit: 10 }, isFetching: false, error: null });

    expect(screen.getByLabelText('Name filter')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    expect(screen.getByText('Ann')).toBeTruthy();
    expect(screen.getByText('21 items')).toBeTruthy();
  });

  it('asks for another page of the server-side list', () => {
    const page = paging();
    show(
      { data: { list: [{ id: 1, name: 'Ann' }], total: 21, page: 1, limit: 10 }, isFetching: false, error: null },
      page,
    );

    fireEvent.click(screen.getByTitle('3'));

    expect(page.paginate).toHaveBeenCalledWith(3, 10);
  });

  it('says when nothing matches the filters, or when there is nothing yet, or what the caller says', () => {
    const empty = { data: { list: [], total: 0, page: 1, limit: 10 }, isFetching: false, error: null };
    show(empty, paging({ filtered: true }));
    expect(screen.getByText('Nothing matches these filters')).toBeTruthy();
    cleanup();
    show(empty);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    cleanup();
    show(empty, paging(), { emptyText: 'No refund requests here' });
    expect(screen.getByText('No refund requests here')).toBeTruthy();
  });

  it('shows a failure with a way to try again', () => {
    const refetch = vi.fn();
    show({ isFetching: false, error: new Error('Cannot reach the server.'), refetch });

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Cannot reach the server.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });
});
