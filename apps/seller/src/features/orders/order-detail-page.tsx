import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { LogisticsEventDto, OrderEventDto, OrderItemDto } from '@shop/contract/order';
import { ORDER_STATUS, type OrderEventKind } from '@shop/contract/order-status';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { regionName } from '@shop/desk/regions/regions.ts';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Divider,
  Empty,
  Flex,
  Row,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { ProductCell } from '../../components/product-cell.tsx';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { orderQueryOptions } from './api.ts';
import { LogisticsEventForm } from './logistics-event-form.tsx';
import { ShipForm } from './ship-form.tsx';

/** Who bought and where it goes: what the seller checks before shipping. */
function OverviewCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { address } = order;
  const items: DescriptionsProps['items'] = [
    { key: 'buyer', label: t('overview.buyer'), children: order.buyer.account },
    { key: 'created', label: t('overview.created'), children: format.dateTime(order.created_at) },
    {
      key: 'paid',
      label: t('overview.paid'),
      children: order.paid_at ? format.dateTime(order.paid_at) : t('overview.notPaid'),
    },
    { key: 'addressee', label: t('overview.addressee'), children: `${address.addressee}, ${address.mobile}` },
    {
      key: 'address',
      label: t('overview.address'),
      span: 2,
      children: (
        <Typography.Text copyable>
          {`${address.detail}, ${address.area}, ${regionName(address.country, format.lang)}`}
        </Typography.Text>
      ),
    },
    { key: 'remark', label: t('overview.remark'), span: 2, children: order.remark || '—' },
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
      <Table<OrderItemDto>
        rowKey="id"
        columns={columns}
        dataSource={order.items}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
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

/** Tracking reads like the order's timeline, oldest first. */
function oldestFirst(events: readonly LogisticsEventDto[]): LogisticsEventDto[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * Shipping: the form to ship a paid order, then the carrier, tracking number and tracking events, with a form for
 * further events while the parcel is on its way (the server accepts them in status 2 only).
 */
function LogisticsCard({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
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
          <Timeline
            style={{ marginTop: 16 }}
            items={oldestFirst(logistics.events).map((event, index) => ({
              key: index,
              content: (
                <>
                  <div>{event.description}</div>
                  <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
                </>
              ),
            }))}
          />
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

const EVENT_COLOURS: Partial<Record<OrderEventKind, string>> = {
  cancelled: 'gray',
  expired: 'gray',
  completed: 'green',
  refund_rejected: 'red',
  refunded: 'gray',
};

/** Every status change of the order, oldest first, with who made it. */
function TimelineCard({ events }: { events: readonly OrderEventDto[] }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  return (
    <Card title={t('timeline.title')}>
      <Timeline
        items={events.map((event, index) => ({
          key: index,
          color: EVENT_COLOURS[event.kind] ?? 'blue',
          content: (
            <>
              <div>
                {t(`timeline.events.${event.kind}`)}{' '}
                <Typography.Text type="secondary">
                  {common('actors.by', { actor: common(`actors.${event.actor}`) })}
                </Typography.Text>
              </div>
              <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
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

/** /orders/:id — one order: who and where, the items and amounts, shipping and its tracking, the timeline. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { t: desk } = useTranslation('desk');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderQueryOptions(id), enabled: valid });
  const navigate = useNavigate();
  const location = useLocation();

  // From the list, Back keeps its tab and page; opened directly there is no list behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/orders') : navigate(-1))}>
      {desk('actions.back')}
    </Button>
  );
  if (!valid) return <Alert type="error" showIcon title={t('detail.notFound')} action={back} />;
  if (order.error) return <Alert type="error" showIcon title={order.error.message} action={back} />;
  if (!order.data) return <Skeleton active />;
  const { data } = order;
  // On a phone the columns stack: a paid order shows its ship form first, before the order's details.
  const shipFirst = data.status === ORDER_STATUS.waitingDelivery;

  return (
    <>
      <PageTitle>
        <span style={{ wordBreak: 'break-all' }}>{t('detail.title', { orderNo: data.order_no })}</span>{' '}
        <OrderStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>{back}</PageExtra>
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
            <LogisticsCard order={data} />
            <TimelineCard events={data.timeline} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
