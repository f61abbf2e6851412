import type { ConsoleWithdrawalDto } from '@shop/contract/console-wallet';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { shopperWithdrawalsQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

/** Where a withdrawal is paid: the bank and the card's last digits, or the network and address. */
function PayTo({ withdrawal }: { withdrawal: ConsoleWithdrawalDto }) {
  if (withdrawal.type === 'bank') return [withdrawal.bank_name, withdrawal.bank_card].filter(Boolean).join(' · ');
  return (
    <div>
      <div>{withdrawal.network}</div>
      {withdrawal.address && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: withdrawal.address }}
          style={{ maxWidth: 160, fontSize: 12 }}
        >
          {withdrawal.address}
        </Typography.Text>
      )}
    </div>
  );
}

/** The shopper's withdrawals, newest first, with the charge and the audit's outcome. */
export function ShopperWithdrawals({ id, tab }: { id: number; tab: ShopperTabState }) {
  const { t } = useTranslation('shoppers');
  const { t: labels } = useTranslation('withdrawals');
  const format = useFormat();
  const withdrawals = useQuery(shopperWithdrawalsQueryOptions(recordsParams(id, tab.filters)));
  const money = (amount: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.money(amount)}</span>;

  const columns: TableColumnsType<ConsoleWithdrawalDto> = [
    { title: t('wallet.reference'), dataIndex: 'reference' },
    { title: t('wallet.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('wallet.type'),
      dataIndex: 'type',
      render: (type: ConsoleWithdrawalDto['type']) => labels(`types.${type}`),
    },
    { title: t('wallet.payTo'), key: 'payTo', render: (_, withdrawal) => <PayTo withdrawal={withdrawal} /> },
    { title: t('wallet.amount'), dataIndex: 'amount', align: 'right', render: money },
    { title: t('wallet.charge'), dataIndex: 'fee', align: 'right', render: money },
    { title: t('wallet.total'), dataIndex: 'total', align: 'right', render: money },
    {
      title: t('wallet.status'),
      dataIndex: 'status',
      render: (status: number, withdrawal) => <AuditStatusTag status={status} reason={withdrawal.reason} />,
    },
  ];

  return (
    <ListPage<ConsoleWithdrawalDto>
      paging={tab}
      query={withdrawals}
      columns={columns}
      rowKey="id"
      emptyText={t('wallet.noWithdrawals')}
      showTotal={(count) => labels('list.total', { count })}
      table={{ size: 'middle' }}
    />
  );
}
