import type { OrderItemDto } from '@shop/contract/order';
import { Table, type TableColumnsType, type TableProps } from 'antd';

/** An order's items as both desks list them: a small table without paging, with each desk's own columns. */
export function OrderItemsTable({
  items,
  columns,
  scroll,
}: {
  items: OrderItemDto[];
  columns: TableColumnsType<OrderItemDto>;
  scroll: TableProps<OrderItemDto>['scroll'];
}) {
  return (
    <Table<OrderItemDto>
      rowKey="id"
      columns={columns}
      dataSource={items}
      pagination={false}
      size="small"
      scroll={scroll}
    />
  );
}
