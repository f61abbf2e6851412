import type { LedgerCheckDto } from '@shop/contract/console-wallet';
import { LEDGER_KINDS } from '@shop/contract/wallet-status';
import { useFormat } from '@shop/desk/i18n/format.ts';
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
import { useTranslation } from 'react-i18next';
import { ledgerCheckQueryOptions } from './api.ts';
import { SignedAmount, useKindLabel } from '../../components/ledger-account.tsx';
import { sameAmount } from '../../lib/signed-amounts.ts';

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
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const kindLabel = useKindLabel();
  const ok = isLedgerOk(check);
  const totalsMatch = sameAmount(check.total_balances, check.total_entries);
  const columns: TableColumnsType<Mismatch> = [
    {
      title: t('columns.account'),
      dataIndex: 'account',
      render: (account: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenAccount(account)}>
          {account}
        </Button>
      ),
    },
    { title: t('account.userId'), dataIndex: 'user_id' },
    {
      title: t('account.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (amount: string) => format.money(amount),
    },
    {
      title: t('account.entriesTotal'),
      dataIndex: 'entries_total',
      align: 'right',
      render: (amount: string) => <Typography.Text type="danger">{format.money(amount)}</Typography.Text>,
    },
  ];

  return (
    <>
      <Tag
        color={ok ? 'success' : 'error'}
        style={{ fontSize: 16, padding: '4px 12px', marginBottom: 16 }}
        role="status"
        aria-label={ok ? t('check.okLabel') : t('check.brokenLabel')}
      >
        {ok ? t('check.ok') : t('check.broken')}
      </Tag>
      {!check.balanced && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={t('check.unbalanced')} />}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} lg={6}>
          <Statistic title={t('check.accounts')} value={format.number(check.accounts)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('check.mismatches')}
            value={check.mismatches.length}
            styles={{ content: { color: check.mismatches.length ? '#cf1322' : undefined } }}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('check.totalBalances')} value={format.money(check.total_balances)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('check.totalEntries')}
            value={format.money(check.total_entries)}
            styles={{ content: { color: totalsMatch ? undefined : '#cf1322' } }}
          />
        </Col>
      </Row>
      <Descriptions
        title={t('check.byKind')}
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        items={LEDGER_KINDS.map((kind) => ({
          key: kind,
          label: kindLabel(kind),
          children: <SignedAmount amount={check.by_kind[kind] ?? '0.00'} />,
        }))}
      />
      <Descriptions
        title={t('check.platform')}
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'escrow', label: t('check.escrow'), children: format.money(check.platform.escrow) },
          {
            key: 'held',
            label: t('check.openOrdersHeld'),
            children: format.money(check.platform.open_orders_held),
          },
          { key: 'revenue', label: t('check.revenue'), children: <SignedAmount amount={check.platform.revenue} /> },
          { key: 'shops', label: t('check.shopsTotal'), children: format.money(check.platform.shops_total) },
          {
            key: 'in-out',
            label: t('check.moneyInLessOut'),
            children: format.money(check.platform.money_in_less_out),
          },
          { key: 'all', label: t('check.allBalances'), children: format.money(check.platform.all_balances) },
        ]}
      />
      {check.platform.unbalanced_orders.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('check.unbalancedOrders', { orders: check.platform.unbalanced_orders.join(', ') })}
        />
      )}
      {check.platform.shop_mismatches.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('check.shopMismatches')}
          description={check.platform.shop_mismatches
            .map((m) => `#${m.shop_id}: ${format.money(m.balance)} ≠ ${format.money(m.entries_total)}`)
            .join(' · ')}
        />
      )}
      {check.mismatches.length > 0 && (
        <>
          <Typography.Title level={5}>{t('check.mismatchedAccounts')}</Typography.Title>
          <Table<Mismatch>
            rowKey="user_id"
            size="small"
            columns={columns}
            dataSource={check.mismatches}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </>
  );
}

/** Checks the ledger equation (docs/domain.md#the-ledger-equation) over every account, on demand. */
export function LedgerCheckCard({ onOpenAccount }: { onOpenAccount(account: string): void }) {
  const { t } = useTranslation('ledger');
  const format = useFormat();
  const check = useQuery(ledgerCheckQueryOptions());
  return (
    <Card
      title={t('check.title')}
      extra={
        check.dataUpdatedAt > 0 && (
          <Typography.Text type="secondary">
            {t('check.checkedAt', { time: format.dateTime(new Date(check.dataUpdatedAt).toISOString()) })}
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
        {check.data ? t('check.again') : t('check.title')}
      </Button>
      {check.error && <Alert type="error" showIcon title={check.error.message} style={{ marginBottom: 16 }} />}
      {check.data && <LedgerCheckResult check={check.data} onOpenAccount={onOpenAccount} />}
    </Card>
  );
}
