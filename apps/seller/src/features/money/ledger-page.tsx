import { sellerPageQuery, type ShopLedgerEntryDto } from '@shop/contract/seller';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { ledgerQueryOptions } from './api.ts';
import { BalanceCard } from './balance-card.tsx';

const KIND_COLOURS: Record<string, string> = {
  settlement: 'green',
  withdraw_hold: 'orange',
  withdraw_return: 'blue',
  adjustment: 'purple',
};

/**
 * What an entry refers to, by the reference the API gives every record (the same in the console and the shopper
 * app): the settled order's number, or the withdrawal (WD…) that held or returned the money.
 */
function Reference({ entry }: { entry: ShopLedgerEntryDto }) {
  const { t } = useTranslation('money');
  if (entry.ref_type === 'order' && entry.ref_id !== null) {
    return <Link to={`/orders/${entry.ref_id}`}>{entry.reference ?? t('ledger.orderRef', { id: entry.ref_id })}</Link>;
  }
  if (entry.ref_type === 'withdrawal' && entry.reference !== null) {
    return <Link to="/money/withdrawals">{t('ledger.withdrawalRef', { reference: entry.reference })}</Link>;
  }
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** /money/ledger — every change of the shop's balance, newest first, with the balance after each one. */
export function LedgerPage() {
  const { t } = useTranslation('money');
  const format = useFormat();
  const list = useListFilters(sellerPageQuery, { limit: 20 }, { pageSizes: [20, 50] });
  const ledger = useQuery(ledgerQueryOptions(list.apiParams));
  const kindLabel = (kind: string) => (kind in KIND_COLOURS ? t(`ledger.kinds.${kind as 'settlement'}`) : kind);
  const columns: TableColumnsType<ShopLedgerEntryDto> = [
    { title: t('ledger.date'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('ledger.kind'),
      dataIndex: 'kind',
      render: (kind: string) => <Tag color={KIND_COLOURS[kind] ?? 'default'}>{kindLabel(kind)}</Tag>,
    },
    {
      title: t('ledger.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) =>
        amount.startsWith('-') ? (
          <Typography.Text type="danger">−{format.money(amount.slice(1))}</Typography.Text>
        ) : (
          <Typography.Text type="success">+{format.money(amount)}</Typography.Text>
        ),
    },
    {
      title: t('ledger.balanceAfter'),
      dataIndex: 'balance_after',
      align: 'right',
      render: (v: string) => format.money(v),
    },
    { title: t('ledger.reference'), key: 'reference', render: (_, entry) => <Reference entry={entry} /> },
  ];
  return (
    <>
      <BalanceCard />
      <ListPage<ShopLedgerEntryDto>
        paging={list}
        query={ledger}
        columns={columns}
        rowKey="id"
        emptyText={t('ledger.empty')}
        showTotal={(count) => t('ledger.total', { count })}
        table={{ size: 'middle' }}
      />
    </>
  );
}
