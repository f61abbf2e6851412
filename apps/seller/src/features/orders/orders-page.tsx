import type { ConsoleOrderDto } from '@shop/contract/console-orders';
import { ORDER_STATUS, type OrderStatus } from '@shop/contract/order-status';
import { sellerOrderListQuery } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { type OrderBulkDesk, useOrderBulk } from '@shop/desk/orders/use-order-bulk.tsx';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { ProductCell } from '../../components/product-cell.tsx';
import { ORDER_TABS, useOrderStatusLabel } from '../../lib/order-status-labels.ts';
import { downloadPackingSlips, exportOrders, importShipments, ordersQueryOptions } from './api.ts';
import { ORDERS_KEY } from '../../lib/query-keys.ts';

const BULK: OrderBulkDesk = { exportOrders, importShipments, printSlips: downloadPackingSlips, refresh: ORDERS_KEY };

const ALL = 'all';

/**
 * The shop's orders by status, paid orders waiting delivery first (what the seller must do); the order number
 * searches across tabs. Each row opens the order, where it is shipped.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const label = useOrderStatusLabel();
  const list = useListFilters(sellerOrderListQuery, { status: ORDER_STATUS.waitingDelivery });
  const orders = useQuery(ordersQueryOptions(list.apiParams));
  const bulk = useOrderBulk<ConsoleOrderDto>(BULK, list.apiParams);
  const { status } = list.filters;

  const columns: TableColumnsType<ConsoleOrderDto> = [
    {
      title: t('columns.order'),
      key: 'order',
      render: (_, order) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <Link to={`/orders/${order.id}`}>{order.order_no}</Link>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {order.buyer.account}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      title: t('columns.items'),
      key: 'items',
      render: (_, order) => {
        const [first] = order.items;
        if (!first) return null;
        return (
          <div>
            <ProductCell image={first.image.small} title={first.title} spec={first.spec} />
            {order.items.length > 1 && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('columns.moreItems', { count: order.items.length - 1 })}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    { title: t('columns.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      title: t('columns.total'),
      dataIndex: 'total',
      align: 'right',
      render: (total: string) => <Typography.Text strong>{format.money(total)}</Typography.Text>,
    },
    { title: t('columns.created'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: OrderStatus) => <OrderStatusTag status={value} />,
    },
    {
      title: '',
      key: 'action',
      render: (_, order) =>
        order.status === ORDER_STATUS.waitingDelivery ? (
          <Link to={`/orders/${order.id}`}>
            <Button type="primary" size="small">
              {t('ship.action')}
            </Button>
          </Link>
        ) : (
          <Link to={`/orders/${order.id}`}>{t('columns.view')}</Link>
        ),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={status === undefined ? ALL : String(status)}
        onChange={(key) => list.change({ status: key === ALL ? undefined : (Number(key) as OrderStatus) })}
        items={[
          ...ORDER_TABS.map((value) => ({ key: String(value), label: label(value) })),
          { key: ALL, label: desk('list.all') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <ListPage<ConsoleOrderDto>
        filters={
          <SearchFilter
            label={t('filters.orderNo')}
            value={list.filters.order_no}
            onSearch={(order_no) => list.change({ order_no })}
          />
        }
        extra={bulk.extra}
        selectionBar={bulk.selectionBar}
        paging={list}
        query={orders}
        columns={columns}
        rowKey="id"
        emptyText={
          status === ORDER_STATUS.waitingDelivery && !list.filters.order_no ? t('list.nothingToShip') : undefined
        }
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle', rowSelection: bulk.rowSelection }}
      />
    </>
  );
}
