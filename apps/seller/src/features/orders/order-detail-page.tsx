import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { OrderItemDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { DetailPage } from '@shop/desk/app-shell/detail-page.tsx';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { IncomeCard } from '@shop/desk/business/income.tsx';
import { useOrderPlaceItems } from '@shop/desk/orders/order-overview.tsx';
import { OrderTimelineCard } from '@shop/desk/orders/order-timeline.tsx';
import { OrderItemsTable } from '@shop/desk/orders/order-items-table.tsx';
import { PackingSlipButton } from '@shop/desk/orders/packing-slip-button.tsx';
import { LogisticsEvents } from '@shop/desk/orders/logistics-events.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import {
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Divider,
  Empty,
  Flex,
  Row,
  Space,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { ProductCell } from '../../components/product-cell.tsx';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { downloadPackingSlips, orderQueryOptions } from './api.ts';
import { LogisticsEventForm } from './logistics-event-form.tsx';
import { ShipForm } from './ship-form.tsx';

/** Who bought and where it goes: what the seller checks before shipping. */
function OverviewCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const items: DescriptionsProps['items'] = [
    { key: 'buyer', label: t('overview.buyer'), children: order.buyer.account },
    ...useOrderPlaceItems(
      order,
      (word) => t(`overview.${word}`),
      (line) => <Typography.Text copyable>{line}</Typography.Text>,
    ),
  ];
  return (
    <Card title={t('overview.title')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}

function AmountRow({ label, amount, strong = false }: { label: string; amount: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap={24}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Typography.Text strong={strong}>{amount}</Typography.Text>
    </Flex>
  );
}

/** The lines bought and how the total was reached (goods + freight − discount). */
function ItemsCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const columns: TableColumnsType<OrderItemDto> = [
    {
      title: common('items.product'),
      key: 'product',
      render: (_, item) => <ProductCell image={item.image.small} title={item.title} spec={item.spec} />,
    },
    { title: common('items.price'), dataIndex: 'price', align: 'right', render: (v: string) => format.money(v) },
    { title: common('items.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: common('items.subtotal'), dataIndex: 'subtotal', align: 'right', render: (v: string) => format.money(v) },
  ];
  const discounted = order.discount !== '0.00';
  return (
    <Card title={t('items.title')}>
      <OrderItemsTable items={order.items} columns={columns} scroll={{ x: 'max-content' }} />
      <Flex vertical gap={4} style={{ width: 280, maxWidth: '100%', marginLeft: 'auto', marginTop: 16 }}>
        <AmountRow label={t('items.goods')} amount={format.money(order.goods_amount)} />
        <AmountRow label={t('items.freight')} amount={format.money(order.freight)} />
        {discounted && (
          <AmountRow
            label={order.promo_code ? t('items.discountWithCode', { code: order.promo_code }) : t('items.discount')}
            amount={`−${format.money(order.discount)}`}
          />
        )}
        <AmountRow label={t('items.total')} amount={format.money(order.total)} strong />
      </Flex>
    </Card>
  );
}

/**
 * Shipping: the form to ship a paid order, then the carrier, tracking number and tracking events, with a form for
 * further events while the parcel is on its way (the server accepts them in status 2 only).
 */
function LogisticsCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const { logistics } = order;
  const toShip = order.status === ORDER_STATUS.waitingDelivery;
  return (
    <Card title={toShip ? t('ship.title') : t('logistics.title')}>
      {toShip && (
        <>
          <Typography.Paragraph type="secondary">{t('ship.hint')}</Typography.Paragraph>
          <ShipForm orderId={order.id} />
        </>
      )}
      {logistics ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'carrier', label: t('ship.carrier'), children: logistics.carrier },
              {
                key: 'tracking',
                label: t('ship.trackingNo'),
                children: <Typography.Text copyable>{logistics.tracking_no}</Typography.Text>,
              },
            ]}
          />
          <LogisticsEvents events={logistics.events} />
        </>
      ) : (
        !toShip && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logistics.notShipped')} />
      )}
      {order.status === ORDER_STATUS.delivered && (
        <>
          <Divider />
          <LogisticsEventForm orderId={order.id} />
        </>
      )}
    </Card>
  );
}

/** The order's refund requests, each opening its after-sales page. */
function RefundsCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  if (order.refunds.length === 0) return null;
  return (
    <Card title={t('refunds.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {order.refunds.map((refund) => (
          <Flex key={refund.id} justify="space-between" align="center" wrap gap={8}>
            <Link to={`/refunds/${refund.id}`}>{common('refund.link', { id: refund.id })}</Link>
            <span>
              {common(`refund.type.${refund.type}`)} · {format.money(refund.amount)}
            </span>
            <RefundStatusTag status={refund.status} />
          </Flex>
        ))}
      </Space>
    </Card>
  );
}

/**
 * /orders/:id — one order: who and where, the items and amounts, what it pays the shop (goods, freight, refunded,
 * commission, net), shipping and its tracking, the timeline.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { t: desk } = useTranslation('desk');
  return (
    <DetailPage
      query={orderQueryOptions}
      listPath="/orders"
      backLabel={desk('actions.back')}
      notFound={t('detail.notFound')}
    >
      {(data, back) => <OrderDetail data={data} back={back} />}
    </DetailPage>
  );
}

function OrderDetail({ data, back }: { data: ConsoleOrderDetailDto; back: ReactNode }) {
  const { t } = useTranslation('orders');
  // On a phone the columns stack: a paid order shows its ship form first, before the order's details.
  const shipFirst = data.status === ORDER_STATUS.waitingDelivery;

  return (
    <>
      <PageTitle>
        <span style={{ wordBreak: 'break-all' }}>{t('detail.title', { orderNo: data.order_no })}</span>{' '}
        <OrderStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>
        <Space wrap>
          <PackingSlipButton download={() => downloadPackingSlips([data.id])} label={t('detail.printPackingSlip')} />
          {back}
        </Space>
      </PageExtra>
      <Row gutter={[16, 16]}>
        <Col xs={{ span: 24, order: shipFirst ? 2 : 1 }} xl={{ span: 16, order: 1 }}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <OverviewCard order={data} />
            <ItemsCard order={data} />
            <RefundsCard order={data} />
          </Space>
        </Col>
        <Col xs={{ span: 24, order: shipFirst ? 1 : 2 }} xl={{ span: 8, order: 2 }}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {data.income && <IncomeCard income={data.income} />}
            <LogisticsCard order={data} />
            <OrderTimelineCard events={data.timeline} words={(key) => t(key)} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
