import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import type { ConsoleRefundDto } from '@shop/contract/refund';
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
  Empty,
  Image,
  Row,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Timeline,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ProductCell } from '../../components/product-cell.tsx';
import { RefundStatusTag } from '../../components/refund-status-tag.tsx';
import { refundQueryOptions } from './api.ts';
import { RefundActions } from './refund-actions.tsx';

type Item = ConsoleRefundDto['items'][number];

function RequestCard({ refund }: { refund: ConsoleRefundDto }) {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const items: DescriptionsProps['items'] = [
    {
      key: 'order',
      label: t('detail.order'),
      children: <Link to={`/orders/${refund.order_id}`}>{refund.order_no}</Link>,
    },
    { key: 'buyer', label: t('detail.shopper'), children: refund.buyer.account },
    { key: 'type', label: t('detail.type'), children: common(`refund.type.${refund.type}`) },
    {
      key: 'amount',
      label: t('detail.amount'),
      children: <Typography.Text strong>{format.money(refund.amount)}</Typography.Text>,
    },
    { key: 'goods', label: t('detail.goods'), children: common(`refund.goods.${refund.goods_status}`) },
    { key: 'reason', label: t('detail.reason'), children: common(`refund.reason.${refund.reason}`) },
    { key: 'applied', label: t('detail.applied'), span: 2, children: format.dateTime(refund.created_at) },
    {
      key: 'explanation',
      label: t('detail.explanation'),
      span: 2,
      children: <span style={{ whiteSpace: 'pre-wrap' }}>{refund.explanation}</span>,
    },
  ];
  if (refund.status === REFUND_STATUS.rejected) {
    items.push({ key: 'rejected', label: t('detail.rejectedBecause'), span: 2, children: refund.reject_reason || '—' });
  }
  return (
    <Card title={t('detail.request')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />
    </Card>
  );
}

function ItemsCard({ refund }: { refund: ConsoleRefundDto }) {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const columns: TableColumnsType<Item> = [
    {
      title: common('items.product'),
      key: 'product',
      render: (_, item) => <ProductCell image={item.image.small} title={item.title} spec={item.spec} />,
    },
    { title: common('items.price'), dataIndex: 'price', align: 'right', render: (v: string) => format.money(v) },
    { title: common('items.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: common('items.subtotal'), dataIndex: 'subtotal', align: 'right', render: (v: string) => format.money(v) },
  ];
  return (
    <Card title={t('detail.items')}>
      <Table<Item>
        rowKey="order_item_id"
        columns={columns}
        dataSource={refund.items}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}

function ProofsCard({ refund }: { refund: ConsoleRefundDto }) {
  const { t } = useTranslation('refunds');
  return (
    <Card title={t('detail.proof')}>
      {refund.proofs.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noImages')} />
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {refund.proofs.map((url, index) => (
              <Image
                key={url}
                src={url}
                alt={t('detail.proofAlt', { n: index + 1 })}
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
  const { t } = useTranslation('refunds');
  const format = useFormat();
  if (refund.type === 'refund_only') {
    return (
      <Card title={t('detail.returnShipment')}>
        <Typography.Text type="secondary">{t('detail.noReturn')}</Typography.Text>
      </Card>
    );
  }
  const address = refund.return_address;
  return (
    <Card title={t('detail.returnShipment')}>
      {address && (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 12 }}
          items={[
            {
              key: 'to',
              label: t('detail.sentTo'),
              children: `${address.addressee}, ${address.mobile} · ${address.detail}, ${address.area}, ${regionName(address.country, format.lang)}`,
            },
          ]}
        />
      )}
      {refund.return_carrier || refund.return_tracking_no ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'carrier', label: t('detail.carrier'), children: refund.return_carrier ?? '—' },
            {
              key: 'tracking',
              label: t('detail.trackingNo'),
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
            refund.status === REFUND_STATUS.awaitingReturn ? t('detail.waitingForGoods') : t('detail.notSentBack')
          }
        />
      )}
    </Card>
  );
}

function TimelineCard({ refund }: { refund: ConsoleRefundDto }) {
  const { t } = useTranslation('refunds');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  /** The note of an event: the amount credited (a decimal string) reads as money, anything else as the text it is. */
  const note = (event: ConsoleRefundDto['timeline'][number]) =>
    event.kind === 'refunded' && /^\d+(\.\d{1,2})?$/.test(event.note)
      ? t('detail.credited', { amount: format.money(event.note) })
      : event.note;
  return (
    <Card title={t('detail.timeline')}>
      <Timeline
        items={refund.timeline.map((event, index) => ({
          key: index,
          color: event.kind === 'rejected' ? 'red' : event.kind === 'refunded' ? 'green' : 'blue',
          content: (
            <>
              <div>
                {common(`refund.event.${event.kind}`)}{' '}
                <Typography.Text type="secondary">
                  {common('actors.by', { actor: common(`actors.${event.actor}`) })}
                </Typography.Text>
              </div>
              {event.note && <div style={{ whiteSpace: 'pre-wrap' }}>{note(event)}</div>}
              <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}

/**
 * /refunds/:id — one refund request: what the shopper asks and why, the items, the proof pictures, the goods on
 * their way back, the timeline; and the decision (approve, reject with a reason, confirm the goods came back).
 */
export function RefundDetailPage() {
  const { t } = useTranslation('refunds');
  const { t: desk } = useTranslation('desk');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const refund = useQuery({ ...refundQueryOptions(id), enabled: valid });
  const navigate = useNavigate();
  const location = useLocation();

  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate('/refunds') : navigate(-1))}>
      {desk('actions.back')}
    </Button>
  );
  if (!valid) return <Alert type="error" showIcon title={t('detail.notFound')} action={back} />;
  if (refund.error) return <Alert type="error" showIcon title={refund.error.message} action={back} />;
  if (!refund.data) return <Skeleton active />;
  const { data } = refund;
  const waiting =
    data.waiting_for === 'seller' && (data.status === REFUND_STATUS.pending || data.status === REFUND_STATUS.returned);

  return (
    <>
      <PageTitle>
        {t('detail.title', { id: data.id })} <RefundStatusTag status={data.status} />
      </PageTitle>
      <PageExtra>{back}</PageExtra>
      {waiting && (
        <Alert
          type="warning"
          showIcon
          title={data.status === REFUND_STATUS.pending ? t('detail.decide') : t('detail.checkGoods')}
          action={<RefundActions refund={data} size="middle" />}
          style={{ marginBottom: 16, flexWrap: 'wrap', rowGap: 8 }}
        />
      )}
      {data.waiting_for === 'platform' && (
        <Alert type="info" showIcon title={t('actions.platformDecides')} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <RequestCard refund={data} />
            <ItemsCard refund={data} />
            <ProofsCard refund={data} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ReturnCard refund={data} />
            <TimelineCard refund={data} />
          </Space>
        </Col>
      </Row>
    </>
  );
}
