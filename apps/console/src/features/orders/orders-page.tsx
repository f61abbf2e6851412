import { consoleOrderListQuery, type ConsoleOrderDto } from '@shop/contract/console-orders';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { type OrderBulkDesk, useOrderBulk } from '@shop/desk/orders/use-order-bulk.tsx';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadPackingSlips, exportOrders, importShipments, ordersQueryOptions } from './api.ts';
import { OrderFilterBar } from './order-filter-bar.tsx';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { ORDERS_KEY } from '../../lib/query-keys.ts';

const BULK: OrderBulkDesk = { exportOrders, importShipments, printSlips: downloadPackingSlips, refresh: ORDERS_KEY };

export function OrdersPage() {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const list = useListFilters(consoleOrderListQuery);
  const orders = useQuery(ordersQueryOptions(list.apiParams));
  const bulk = useOrderBulk<ConsoleOrderDto>(BULK, list.apiParams);

  const columns: TableColumnsType<ConsoleOrderDto> = [
    {
      title: t('columns.orderNo'),
      dataIndex: 'order_no',
      render: (orderNo: string, order) => <Link to={`/orders/${order.id}`}>{orderNo}</Link>,
    },
    { title: t('columns.created'), dataIndex: 'created_at', render: (at: string) => format.dateTime(at) },
    { title: t('columns.shopper'), key: 'buyer', render: (_, order) => order.buyer.account },
    { title: t('columns.shop'), key: 'shop', render: (_, order) => order.shop.name },
    { title: t('columns.items'), dataIndex: 'quantity', align: 'right' },
    { title: t('columns.total'), dataIndex: 'total', align: 'right', render: (total: string) => format.money(total) },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: ConsoleOrderDto['status']) => <OrderStatusTag status={status} />,
    },
  ];

  return (
    <ListPage<ConsoleOrderDto>
      filters={<OrderFilterBar list={list} />}
      extra={bulk.extra}
      selectionBar={bulk.selectionBar}
      table={{ rowSelection: bulk.rowSelection }}
      paging={list}
      query={orders}
      columns={columns}
      rowKey="id"
      emptyText={list.filtered ? undefined : t('list.empty')}
      showTotal={(count) => t('list.total', { count })}
    />
  );
}
