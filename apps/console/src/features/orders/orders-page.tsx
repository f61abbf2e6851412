import type { ConsoleOrderDto } from '@shop/contract/console-orders';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { ordersQueryOptions } from './api.ts';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { PAGE_SIZES } from './order-filters.ts';
import { StatusTag } from './status-tag.tsx';
import { useOrderFilters } from './use-order-filters.ts';

const COLUMNS: TableColumnsType<ConsoleOrderDto> = [
  {
    title: 'Order no',
    dataIndex: 'order_no',
    render: (orderNo: string, order) => <Link to={`/orders/${order.id}`}>{orderNo}</Link>,
  },
  { title: 'Created', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
  { title: 'Shopper', key: 'buyer', render: (_, order) => order.buyer.account },
  { title: 'Shop', key: 'shop', render: (_, order) => order.shop.name },
  { title: 'Items', dataIndex: 'quantity', align: 'right' },
  { title: 'Total', dataIndex: 'total', align: 'right', render: (total: string) => formatMoney(total) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: ConsoleOrderDto['status']) => <StatusTag status={status} />,
  },
];

export function OrdersPage() {
  const [filters, setFilters] = useOrderFilters();
  const orders = useQuery(ordersQueryOptions(filters));

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Orders
      </Typography.Title>
      <OrderFilterBar filters={filters} onChange={setFilters} />
      {orders.error && <Alert type="error" showIcon title={orders.error.message} style={{ marginBottom: 16 }} />}
      <Table<ConsoleOrderDto>
        rowKey="id"
        columns={COLUMNS}
        dataSource={orders.data?.list}
        loading={orders.isFetching}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: orders.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `${total} orders`,
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
