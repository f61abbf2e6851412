import type { BillEntryDto } from '@shop/contract/wallet';
import type { LedgerViewDto } from '@shop/contract/console-wallet';
import { formatCents } from '@shop/contract/money';
import { Alert, Card, Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { LEDGER_KIND_LABELS, sameAmount, signedCents } from './ledger-labels.ts';
import { PAGE_SIZES } from './ledger-filters.ts';

/** Where a reference leads in the console; refunds have no page of their own yet, so they read as text. */
function refLink(ref: NonNullable<BillEntryDto['ref']>, account: string) {
  const audit = `?status=all&account=${encodeURIComponent(account)}`;
  switch (ref.type) {
    case 'order':
      return <Link to={`/orders/${ref.id}`}>Order {ref.label}</Link>;
    case 'recharge':
      return <Link to={`/recharges${audit}`}>Recharge {ref.label}</Link>;
    case 'withdrawal':
      return <Link to={`/withdrawals${audit}`}>Withdrawal {ref.label}</Link>;
    default:
      return `Refund ${ref.label}`;
  }
}

/** A signed amount: credits green with a plus, debits red. */
export function SignedAmount({ amount }: { amount: string }) {
  const cents = signedCents(amount);
  if (cents > 0) return <Typography.Text type="success">+{formatMoney(amount)}</Typography.Text>;
  if (cents < 0) return <Typography.Text type="danger">{formatMoney(amount)}</Typography.Text>;
  return <Typography.Text>{formatMoney(amount)}</Typography.Text>;
}

interface Props {
  view: LedgerViewDto;
  loading: boolean;
  limit: number;
  onPage(page: number, limit: number): void;
}

/** One shopper's balance against the sum of their entries (DESIGN §3's invariant), and the entries, newest first. */
export function LedgerAccount({ view, loading, limit, onPage }: Props) {
  const { user, entries } = view;
  const matches = sameAmount(user.balance, user.entries_total);

  const columns: TableColumnsType<BillEntryDto> = [
    {
      title: 'Kind',
      dataIndex: 'kind',
      render: (kind: BillEntryDto['kind']) => <Tag>{LEDGER_KIND_LABELS[kind] ?? kind}</Tag>,
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <SignedAmount amount={amount} />,
    },
    {
      title: 'Balance after',
      dataIndex: 'balance_after',
      align: 'right',
      render: (amount: string) => formatMoney(amount),
    },
    {
      title: 'Reference',
      dataIndex: 'ref',
      render: (ref: BillEntryDto['ref']) =>
        ref ? refLink(ref, user.account) : <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: 'Time', dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
  ];

  return (
    <Card title={`Ledger of ${user.account}`} style={{ marginBottom: 24 }}>
      <Descriptions
        size="small"
        column={3}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'id', label: 'User ID', children: user.id },
          {
            key: 'balance',
            label: 'Balance',
            children: <Typography.Text strong>{formatMoney(user.balance)}</Typography.Text>,
          },
          {
            key: 'total',
            label: 'Entries total',
            children: (
              <Typography.Text strong type={matches ? undefined : 'danger'} data-testid="entries-total">
                {formatMoney(user.entries_total)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {!matches && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`The balance differs from the sum of its entries by ${formatMoney(
            formatCents(signedCents(user.balance) - signedCents(user.entries_total)),
          )}.`}
        />
      )}
      <Table<BillEntryDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries.list}
        loading={loading}
        locale={{ emptyText: 'No entries yet' }}
        pagination={{
          current: entries.page,
          pageSize: limit,
          total: entries.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `${total} entries`,
          onChange: (page, nextLimit) => onPage(nextLimit === limit ? page : 1, nextLimit),
        }}
      />
    </Card>
  );
}
