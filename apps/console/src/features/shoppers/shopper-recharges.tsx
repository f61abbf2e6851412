import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { shopperRechargesQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

/** The shopper's recharges, newest first: what was asked, what was credited, and the audit's outcome. */
export function ShopperRecharges({ id, tab }: { id: number; tab: ShopperTabState }) {
  const { t } = useTranslation('shoppers');
  const { t: labels } = useTranslation('recharges');
  const format = useFormat();
  const recharges = useQuery(shopperRechargesQueryOptions(recordsParams(id, tab.filters)));

  const columns: TableColumnsType<ConsoleRechargeDto> = [
    { title: t('wallet.reference'), dataIndex: 'reference' },
    { title: t('wallet.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('wallet.method'),
      dataIndex: 'method',
      render: (method: ConsoleRechargeDto['method'], recharge) =>
        [labels(`methods.${method}`), recharge.network, recharge.card_last4 && `•••• ${recharge.card_last4}`]
          .filter(Boolean)
          .join(' · '),
    },
    {
      title: t('wallet.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(amount)}</span>,
    },
    {
      title: t('wallet.credited'),
      dataIndex: 'actual_amount',
      align: 'right',
      render: (credited: string | null) =>
        credited === null ? (
          <Typography.Text type="secondary">—</Typography.Text>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{format.money(credited)}</span>
        ),
    },
    {
      title: t('wallet.status'),
      dataIndex: 'status',
      render: (status: number, recharge) => <AuditStatusTag status={status} reason={recharge.reason} />,
    },
    {
      title: t('wallet.audited'),
      dataIndex: 'audited_at',
      render: (at: string | null) =>
        at ? <DateTimeCell iso={at} /> : <Typography.Text type="secondary">—</Typography.Text>,
    },
  ];

  return (
    <ListPage<ConsoleRechargeDto>
      paging={tab}
      query={recharges}
      columns={columns}
      rowKey="id"
      emptyText={t('wallet.noRecharges')}
      showTotal={(count) => labels('list.total', { count })}
      table={{ size: 'middle' }}
    />
  );
}
