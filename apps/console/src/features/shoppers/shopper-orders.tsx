import type { ConsoleOrderDto } from '@shop/contract/console-orders';
import type { OrderStatus } from '@shop/contract/order-status';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { Select, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { ProductCell } from '../../components/product-cell.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { useStatusOptions } from '../../lib/order-status-labels.ts';
import { shopperOrdersQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

/** The first line of an order, and how many more it has. */
function ItemsCell({ order }: { order: ConsoleOrderDto }) {
  const { t } = useTranslation('shoppers');
  const [first, ...rest] = order.items;
  if (!first) return null;
  return (
    <div>
      <ProductCell image={first.image.small} title={first.title} />
      {rest.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('orders.more', { count: rest.length })}
        </Typography.Text>
      )}
    </div>
  );
}

/** The shopper's orders, newest first, filtered by status; the order page opens for those whose roles include it. */
export function ShopperOrders({ id, tab }: { id: number; tab: ShopperTabState }) {
  const { t } = useTranslation('shoppers');
  const format = useFormat();
  const access = useAccess();
  const statusOptions = useStatusOptions();
  const orders = useQuery(shopperOrdersQueryOptions(recordsParams(id, tab.filters)));

  const columns: TableColumnsType<ConsoleOrderDto> = [
    {
      title: t('orders.orderNo'),
      dataIndex: 'order_no',
      render: (orderNo: string, order) =>
        access.can('fulfilment') ? <Link to={`/orders/${order.id}`}>{orderNo}</Link> : orderNo,
    },
    { title: t('orders.created'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('orders.shop'), key: 'shop', render: (_, order) => order.shop.name },
    { title: t('orders.items'), key: 'items', render: (_, order) => <ItemsCell order={order} /> },
    {
      title: t('orders.total'),
      dataIndex: 'total',
      align: 'right',
      render: (total: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(total)}</span>,
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      render: (status: OrderStatus) => <OrderStatusTag status={status} />,
    },
  ];

  return (
    <ListPage<ConsoleOrderDto>
      filters={
        <Select<OrderStatus>
          aria-label={t('orders.statusFilter')}
          placeholder={t('orders.allStatuses')}
          allowClear
          style={{ width: 220 }}
          options={statusOptions}
          value={tab.filters.status}
          onChange={(status) => tab.change({ status })}
        />
      }
      paging={tab}
      query={orders}
      columns={columns}
      rowKey="id"
      emptyText={tab.filtered ? undefined : t('orders.empty')}
      showTotal={(count) => t('orders.count', { count })}
      table={{ size: 'middle' }}
    />
  );
}
