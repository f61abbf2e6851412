import type { PromoDto } from '@shop/contract/console-orders';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { promosQueryOptions } from './api.ts';
import { PromoFormModal } from './promo-form-modal.tsx';
import { PROMO_KIND_LABELS } from './promo-kind-labels.ts';

/** "10% (max $20.00)" or "$5.00". */
function discountText(promo: PromoDto): string {
  if (promo.kind === 'fixed') return promo.amount_off ? formatMoney(promo.amount_off) : '—';
  const cap = promo.max_discount ? ` (max ${formatMoney(promo.max_discount)})` : '';
  return `${promo.percent_off ?? '—'}%${cap}`;
}

const capText = (cap: number | null) => (cap === null ? 'No cap' : String(cap));

/** Which promo the modal shows: none (closed), a new one, or one to edit. */
type Editing = { promo?: PromoDto } | null;

export function PromosPage() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [editing, setEditing] = useState<Editing>(null);
  const promos = useQuery(promosQueryOptions(page, limit));

  const columns: TableColumnsType<PromoDto> = [
    {
      title: 'Code',
      dataIndex: 'code',
      render: (code: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {code}
        </Typography.Text>
      ),
    },
    { title: 'Kind', dataIndex: 'kind', render: (kind: PromoDto['kind']) => PROMO_KIND_LABELS[kind] },
    { title: 'Discount', key: 'discount', render: (_, promo) => discountText(promo) },
    { title: 'Min spend', dataIndex: 'min_spend', align: 'right', render: (amount: string) => formatMoney(amount) },
    {
      title: 'Valid',
      key: 'window',
      render: (_, promo) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>from {formatDateTime(promo.starts_at)}</div>
          <div>until {formatDateTime(promo.ends_at)}</div>
        </div>
      ),
    },
    { title: 'Used / cap', key: 'used', render: (_, promo) => `${promo.used} / ${capText(promo.total_limit)}` },
    { title: 'Per shopper', dataIndex: 'per_user_limit', render: capText },
    {
      title: 'Active',
      dataIndex: 'active',
      render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Off</Tag>),
    },
    {
      title: '',
      key: 'edit',
      render: (_, promo) => (
        <Button type="link" onClick={() => setEditing({ promo })} aria-label={`Edit ${promo.code}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Promo codes
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({})}>
          New promo code
        </Button>
      </Flex>
      {promos.error && <Alert type="error" showIcon title={promos.error.message} style={{ marginBottom: 16 }} />}
      <Table<PromoDto>
        rowKey="id"
        columns={columns}
        dataSource={promos.data?.list}
        loading={promos.isFetching}
        pagination={{
          current: page,
          pageSize: limit,
          total: promos.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ['10', '20', '50'],
          onChange: (nextPage, nextLimit) => {
            setPage(nextLimit === limit ? nextPage : 1);
            setLimit(nextLimit);
          },
        }}
      />
      {editing && <PromoFormModal promo={editing.promo} onClose={() => setEditing(null)} />}
    </>
  );
}
