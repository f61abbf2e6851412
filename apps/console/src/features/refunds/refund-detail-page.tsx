import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Flex,
  Image,
  Row,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Timeline,
  Typography,
} from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { refundQueryOptions } from './api.ts';
import { RefundActions } from './refund-actions.tsx';
import {
  GOODS_STATUS_LABELS,
  REFUND_EVENT_LABELS,
  REFUND_REASON_LABELS,
  REFUND_TYPE_LABELS,
} from '../../lib/refund-labels.ts';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';

type Item = ConsoleRefundDto['items'][number];

const ITEM_COLUMNS: TableColumnsType<Item> = [
  {
    title: 'Product',
    key: 'product',
    render: (_, item) => (
      <Flex gap={12} align="center">
        <img
          src={item.image.small}
          alt=""
          width={48}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
        />
        <span>{item.title}</span>
      </Flex>
    ),
  },
  { title: 'Spec', dataIndex: 'spec' },
  { title: 'Price', dataIndex: 'price', align: 'right', render: (price: string) => formatMoney(price) },
  { title: 'Qty', dataIndex: 'quantity', align: 'right' },
  { title: 'Subtotal', dataIndex: 'subtotal', align: 'right', render: (subtotal: string) => formatMoney(subtotal) },
];

function RequestCard({ refund }: { refund: ConsoleRefundDto }) {
  const items: DescriptionsProps['items'] = [
    { key: 'order', label: 'Order', children: <Link to={`/orders/${refund.order_id}`}>{refund.order_no}</Link> },
    { key: 'buyer', label: 'Shopper', children: `${refund.buyer.account} (#${refund.buyer.id})` },
    { key: 'type', label: 'Type', children: REFUND_TYPE_LABELS[refund.type] },
    {
      key: 'amount',
      label: 'Amount',
      children: <Typography.Text strong>{formatMoney(refund.amount)}</Typography.Text>,
    },
    { key: 'goods', label: 'Goods', children: GOODS_STATUS_LABELS[refund.goods_status] },
    { key: 'reason', label: 'Reason', children: REFUND_REASON_LABELS[refund.reason] },
    { key: 'applied', label: 'Applied', span: 2, children: formatDateTime(refund.created_at) },
    {
      key: 'explanation',
      label: 'Explanation',
      span: 2,
      // The shopper's words, as text; line breaks kept.
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{refund.explanation}</span>,
    },
  ];
  if (refund.status === REFUND_STATUS.rejected) {
    items.push({ key: 'rejected', label: 'Rejected because', span: 2, children: refund.reject_reason || '—' });
  }
  return (
    <Card title="Request">
      <Descriptions column={2} size="small" items={items} />
    </Card>
  );
}

function ProofsCard({ refund }: { refund: ConsoleRefundDto }) {
  return (
    <Card title="Proof">
      {refund.proofs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No images" />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {refund.proofs.map((url, index) => (
              <Image
                key={url}
                src={url}
                alt={`Proof ${index + 1} of refund #${refund.id}`}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}

function ReturnCard({ refund }: { refund: ConsoleRefundDto }) {
  if (refund.type === 'refund_only') {
    return (
      <Card title="Return shipment">
        <Typography.Text type="secondary">No return: refund only.</Typography.Text>
      </Card>
    );
  }
  return (
    <Card title="Return shipment">
      {refund.return_carrier || refund.return_tracking_no ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'carrier', label: 'Carrier', children: refund.return_carrier ?? '—' },
            {
              key: 'tracking',
              label: 'Tracking no',
              children: refund.return_tracking_no ? (
                <Typography.Text copyable>{refund.return_tracking_no}</Typography.Text>
              ) : (
                '—'
              ),
            },
          ]}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            refund.status === REFUND_STATUS.awaitingReturn
              ? 'Waiting for the shopper to send the goods back'
              : 'Not sent back'
          }
        />
      )}
    </Card>
  );
}

/** The note of an event: the amount credited (a decimal string) reads as money, anything else as the text it is. */
function eventNote(event: ConsoleRefundDto['timeline'][number]): string {
  if (event.kind === 'refunded' && /^\d+(\.\d{1,2})?$/.test(event.note)) return `Credited ${formatMoney(event.note)}`;
  return event.note;
}

function TimelineCard({ refund }: { refund: ConsoleRefundDto }) {
  return (
    <Card title="Timeline">
      <Timeline
        items={refund.timeline.map((event, index) => ({
          key: index,
          color: event.kind === 'rejected' ? 'red' : event.kind === 'refunded' ? 'green' : 'blue',
          content: (
            <>
              <div>
                {REFUND_EVENT_LABELS[event.kind]} <Typography.Text type="secondary">by {event.actor}</Typography.Text>
              </div>
              {event.note && <div style={{ whiteSpace: 'pre-wrap' }}>{eventNote(event)}</div>}
              <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}

export function RefundDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const refund = useQuery({ ...refundQueryOptions(id), enabled: valid });

  const navigate = useNavigate();
  const location = useLocation();

  // Coming from the queue, going back keeps its filters and page; opened directly (a link from an order, a new tab)
  // there is no queue behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/refunds') : navigate(-1))}>Back</Button>
  );
  if (!valid) return <Alert type="error" showIcon title="There is no such refund request." action={back} />;
  if (refund.error) return <Alert type="error" showIcon title={refund.error.message} action={back} />;
  if (!refund.data) return <Skeleton active />;
  const { data } = refund;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Space align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            Refund #{data.id}
          </Typography.Title>
          <RefundStatusTag status={data.status} />
        </Space>
        <Space>
          <RefundActions refund={data} size="middle" />
          {back}
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col span={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <RequestCard refund={data} />
            <Card title="Items">
              <Table<Item>
                rowKey="order_item_id"
                columns={ITEM_COLUMNS}
                dataSource={data.items}
                pagination={false}
                size="small"
              />
            </Card>
            <ProofsCard refund={data} />
          </Space>
        </Col>
        <Col span={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ReturnCard refund={data} />
            <TimelineCard refund={data} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
