import type { OrderItemDto } from '@shop/contract/order';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { OrderItemsTable } from './order-items-table.tsx';

afterEach(cleanup);

describe('OrderItemsTable', () => {
  it("lists every item in the desk's columns, without paging", () => {
    const items = [
      { id: 1, title: 'Mug' },
      { id: 2, title: 'Bowl' },
    ] as unknown as OrderItemDto[];
    renderDesk(
      <OrderItemsTable items={items} columns={[{ title: 'Product', dataIndex: 'title' }]} scroll={{ x: 560 }} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Product' })).toBeTruthy();
    expect(screen.getByText('Mug')).toBeTruthy();
    expect(screen.getByText('Bowl')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});
