import type { LedgerCheckDto } from '@shop/contract/console-wallet';
import { LEDGER_KINDS, type LedgerKind } from '@shop/contract/wallet-status';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Row,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { formatDateTime } from '../../lib/date-time.ts';
import { formatMoney } from '../../lib/money.ts';
import { ledgerCheckQueryOptions } from './api.ts';
import { LEDGER_KIND_LABELS, sameAmount } from './ledger-labels.ts';
import { SignedAmount } from './ledger-account.tsx';

type Mismatch = LedgerCheckDto['mismatches'][number];

/** OK only when every account matches its entries and the platform's money in and out add up to what shoppers hold. */
export function isLedgerOk(check: LedgerCheckDto): boolean {
  return check.balanced && check.mismatches.length === 0 && sameAmount(check.total_balances, check.total_entries);
}

export function LedgerCheckResult({
  check,
  onOpenAccount,
}: {
  check: LedgerCheckDto;
  onOpenAccount(account: string): void;
}) {
  const ok = isLedgerOk(check);
  const totalsMatch = sameAmount(check.total_balances, check.total_entries);
  const columns: TableColumnsType<Mismatch> = [
    {
      title: 'Account',
      dataIndex: 'account',
      render: (account: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenAccount(account)}>
          {account}
        </Button>
      ),
    },
    { title: 'User ID', dataIndex: 'user_id' },
    { title: 'Balance', dataIndex: 'balance', align: 'right', render: (amount: string) => formatMoney(amount) },
    {
      title: 'Entries total',
      dataIndex: 'entries_total',
      align: 'right',
      render: (amount: string) => <Typography.Text type="danger">{formatMoney(amount)}</Typography.Text>,
    },
  ];

  return (
    <>
      <Tag
        color={ok ? 'success' : 'error'}
        style={{ fontSize: 16, padding: '4px 12px', marginBottom: 16 }}
        role="status"
        aria-label={ok ? 'Ledger OK' : 'Ledger NOT BALANCED'}
      >
        {ok ? 'OK' : 'NOT BALANCED'}
      </Tag>
      {!check.balanced && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="Money in minus money out does not equal what shoppers hold."
        />
      )}
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}>
          <Statistic title="Accounts checked" value={check.accounts} />
        </Col>
        <Col span={6}>
          <Statistic
            title="Mismatches"
            value={check.mismatches.length}
            styles={{ content: { color: check.mismatches.length ? '#cf1322' : undefined } }}
          />
        </Col>
        <Col span={6}>
          <Statistic title="Total balances" value={formatMoney(check.total_balances)} />
        </Col>
        <Col span={6}>
          <Statistic
            title="Total entries"
            value={formatMoney(check.total_entries)}
            styles={{ content: { color: totalsMatch ? undefined : '#cf1322' } }}
          />
        </Col>
      </Row>
      <Descriptions
        title="Entries by kind"
        size="small"
        bordered
        column={3}
        style={{ marginBottom: 16 }}
        items={LEDGER_KINDS.map((kind: LedgerKind) => ({
          key: kind,
          label: LEDGER_KIND_LABELS[kind],
          children: <SignedAmount amount={check.by_kind[kind] ?? '0.00'} />,
        }))}
      />
      {check.mismatches.length > 0 && (
        <>
          <Typography.Title level={5}>Accounts whose balance is not the sum of their entries</Typography.Title>
          <Table<Mismatch>
            rowKey="user_id"
            size="small"
            columns={columns}
            dataSource={check.mismatches}
            pagination={false}
          />
        </>
      )}
    </>
  );
}

/** Checks DESIGN §3's invariant over every account, on demand. */
export function LedgerCheckCard({ onOpenAccount }: { onOpenAccount(account: string): void }) {
  const check = useQuery(ledgerCheckQueryOptions());
  return (
    <Card
      title="Check all accounts"
      extra={
        check.dataUpdatedAt > 0 && (
          <Typography.Text type="secondary">
            Checked {formatDateTime(new Date(check.dataUpdatedAt).toISOString())}
          </Typography.Text>
        )
      }
    >
      <Button
        type="primary"
        onClick={() => void check.refetch()}
        loading={check.isFetching}
        style={{ marginBottom: 16 }}
      >
        {check.data ? 'Check again' : 'Check all accounts'}
      </Button>
      {check.error && <Alert type="error" showIcon title={check.error.message} style={{ marginBottom: 16 }} />}
      {check.data && <LedgerCheckResult check={check.data} onOpenAccount={onOpenAccount} />}
    </Card>
  );
}
