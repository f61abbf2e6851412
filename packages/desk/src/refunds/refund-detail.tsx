import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
import {
  Card,
  Col,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Image,
  Row,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReturnAddressLine } from '../business/approve-refund.tsx';
import { RefundTimelineCard } from '../business/refund-timeline.tsx';
import { useFormat } from '../i18n/format.ts';

type Item = ConsoleRefundDto['items'][number];

/** The refund page's words, each desk's own (`detail.<word>` in both desks' refunds namespace). */
export type RefundDetailWord =
  | 'request'
  | 'order'
  | 'shopper'
  | 'type'
  | 'amount'
  | 'goods'
  | 'reason'
  | 'applied'
  | 'explanation'
  | 'rejectedBecause'
  | 'items'
  | 'proof'
  | 'noImages'
  | 'proofAlt'
  | 'returnShipment'
  | 'noReturn'
  | 'sentTo'
  | 'carrier'
  | 'trackingNo'
  | 'waitingForGoods'
  | 'notSentBack';

/** The words both desks keep with their shared vocabulary (`common`): a refund's type, goods, reason; item columns. */
export type RefundCommonWord =
  | `refund.type.${ConsoleRefundDto['type']}`
  | `refund.goods.${ConsoleRefundDto['goods_status']}`
  | `refund.reason.${ConsoleRefundDto['reason']}`
  | 'items.product'
  | 'items.price'
  | 'items.quantity'
  | 'items.subtotal';

export interface RefundDetailProps {
  refund: ConsoleRefundDto;
  /**
   * What the operator sees besides: the refund's reference, the shopper's id and a spec column (with these labels).
   * The seller center gives none and shows the spec under the product's title.
   */
  operator?: { referenceLabel: string; specTitle: string };
  words(word: RefundDetailWord, values?: { n?: number; id?: number }): string;
  common(word: RefundCommonWord): string;
  /** A product of the refund as the desk shows one (picture, title, spec). */
  product(item: Item): ReactNode;
}

/** A whole row in the one- or two-column layout of the request card. */
const FULL_ROW = { xs: 1, sm: 2 };

function RequestCard({ refund, operator, words, common }: RefundDetailProps) {
  const format = useFormat();
  const items: DescriptionsProps['items'] = [
    {
      key: 'order',
      label: words('order'),
      children: <Link to={`/orders/${refund.order_id}`}>{refund.order_no}</Link>,
    },
    ...(operator ? [{ key: 'reference', label: operator.referenceLabel, children: refund.reference }] : []),
    {
      key: 'buyer',
      label: words('shopper'),
      children: operator ? `${refund.buyer.account} (#${refund.buyer.id})` : refund.buyer.account,
    },
    { key: 'type', label: words('type'), children: common(`refund.type.${refund.type}`) },
    {
      key: 'amount',
      label: words('amount'),
      children: <Typography.Text strong>{format.money(refund.amount)}</Typography.Text>,
    },
    { key: 'goods', label: words('goods'), children: common(`refund.goods.${refund.goods_status}`) },
    { key: 'reason', label: words('reason'), children: common(`refund.reason.${refund.reason}`) },
    // The operator's reference makes the items before it odd: the date fills what is left of its row.
    { key: 'applied', label: words('applied'), span: 'filled', children: format.dateTime(refund.created_at) },
    {
      key: 'explanation',
      label: words('explanation'),
      span: FULL_ROW,
      // The shopper's words, as text; line breaks kept.
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{refund.explanation}</span>,
    },
  ];
  if (refund.status === REFUND_STATUS.rejected) {
    items.push({
      key: 'rejected',
      label: words('rejectedBecause'),
      span: FULL_ROW,
      children: refund.reject_reason || '—',
    });
  }
  return (
    <Card title={words('request')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}

function ItemsCard({ refund, operator, words, common, product }: RefundDetailProps) {
  const format = useFormat();
  const money = (amount: string) => format.money(amount);
  const columns: TableColumnsType<Item> = [
    { title: common('items.product'), key: 'product', render: (_, item) => product(item) },
    ...(operator ? [{ title: operator.specTitle, dataIndex: 'spec' }] : []),
    { title: common('items.price'), dataIndex: 'price', align: 'right', render: money },
    { title: common('items.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: common('items.subtotal'), dataIndex: 'subtotal', align: 'right', render: money },
  ];
  return (
    <Card title={words('items')}>
      <Table<Item>
        rowKey="order_item_id"
        columns={columns}
        dataSource={refund.items}
        pagination={false}
        size="small"
        scroll={{ x: operator ? 560 : 'max-content' }}
      />
    </Card>
  );
}

function ProofsCard({ refund, words }: RefundDetailProps) {
  return (
    <Card title={words('proof')}>
      {refund.proofs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={words('noImages')} />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {refund.proofs.map((url, index) => (
              <Image
                key={url}
                src={url}
                alt={words('proofAlt', { n: index + 1, id: refund.id })}
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

function ReturnCard({ refund, words }: RefundDetailProps) {
  const addressLine = useReturnAddressLine();
  if (refund.type === 'refund_only') {
    return (
      <Card title={words('returnShipment')}>
        <Typography.Text type="secondary">{words('noReturn')}</Typography.Text>
      </Card>
    );
  }
  return (
    <Card title={words('returnShipment')}>
      {refund.return_address && (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 12 }}
          items={[{ key: 'to', label: words('sentTo'), children: addressLine(refund.return_address) }]}
        />
      )}
      {refund.return_carrier || refund.return_tracking_no ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'carrier', label: words('carrier'), children: refund.return_carrier ?? '—' },
            {
              key: 'tracking',
              label: words('trackingNo'),
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
          description={refund.status === REFUND_STATUS.awaitingReturn ? words('waitingForGoods') : words('notSentBack')}
        />
      )}
    </Card>
  );
}

/**
 * One refund request's sections, as both desks show them: what the shopper asks and why, the items and the proof
 * pictures on the left; the goods on their way back and the timeline on the right. The desk puts its title, its
 * actions and its alerts above.
 */
export function RefundDetailSections(props: RefundDetailProps) {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <RequestCard {...props} />
          <ItemsCard {...props} />
          <ProofsCard {...props} />
        </Space>
      </Col>
      <Col xs={24} xl={8}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <ReturnCard {...props} />
          <RefundTimelineCard refund={props.refund} />
        </Space>
      </Col>
    </Row>
  );
}
