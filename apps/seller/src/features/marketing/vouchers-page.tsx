import type { VoucherDto } from '@shop/contract/promotion';
import { voucherListQuery } from '@shop/contract/promotion';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Progress, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endVoucher, vouchersQueryOptions } from './api.ts';
import { PromotionActions } from './promotion-actions.tsx';
import { PromotionPageFrame } from './promotion-page-frame.tsx';
import { PromotionStateTag } from './promotion-state-tag.tsx';
import { VoucherDrawer } from './voucher-drawer.tsx';
import { voucherTermsText } from './voucher-terms.ts';
import { WindowCell } from './window-cell.tsx';

/** Which voucher the drawer shows: none (closed), a new one, or one to edit. */
type Editing = { voucher?: VoucherDto } | null;

/** Used of total, with a thin bar: how much of the voucher is gone. */
function UsedCell({ voucher }: { voucher: VoucherDto }) {
  const format = useFormat();
  return (
    <div style={{ minWidth: 96 }}>
      <div style={{ whiteSpace: 'nowrap' }}>
        {format.number(voucher.used)} / {format.number(voucher.total_limit)}
      </div>
      <Progress
        percent={Math.min(100, (voucher.used / voucher.total_limit) * 100)}
        showInfo={false}
        size="small"
        status="normal"
      />
    </div>
  );
}

/**
 * /marketing/vouchers — the shop's vouchers: its own discount on its goods, public (shown on product pages and
 * picked at checkout) or with a code, created and edited in a drawer and ended early after a confirmation.
 */
export function VouchersPage() {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const list = useListFilters(voucherListQuery);
  const vouchers = useQuery(vouchersQueryOptions(list.apiParams));
  const [editing, setEditing] = useState<Editing>(null);
  const terms = (voucher: VoucherDto) =>
    voucherTermsText(voucher, (key, values) => t(`terms.${key}`, values), format.money);

  const columns: TableColumnsType<VoucherDto> = [
    {
      title: t('vouchers.columns.name'),
      key: 'name',
      render: (_, voucher) => (
        <div style={{ minWidth: 140 }}>
          <div>{voucher.name}</div>
          {voucher.code === null ? (
            <Tag color="purple">{t('vouchers.public')}</Tag>
          ) : (
            <Typography.Text code copyable style={{ whiteSpace: 'nowrap' }}>
              {voucher.code}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('vouchers.columns.terms'), key: 'terms', render: (_, voucher) => terms(voucher) },
    {
      title: t('vouchers.columns.window'),
      key: 'window',
      render: (_, voucher) => <WindowCell starts={voucher.starts_at} ends={voucher.ends_at} />,
    },
    { title: t('vouchers.columns.used'), key: 'used', render: (_, voucher) => <UsedCell voucher={voucher} /> },
    {
      title: t('vouchers.columns.perShopper'),
      dataIndex: 'per_user_limit',
      align: 'right',
      render: (limit: number) => format.number(limit),
    },
    {
      title: t('vouchers.columns.state'),
      dataIndex: 'state',
      render: (state: VoucherDto['state']) => <PromotionStateTag state={state} />,
    },
    {
      title: '',
      key: 'actions',
      // Always in view when the table scrolls sideways on a phone (ListPage scrolls it there).
      fixed: 'right',
      render: (_, voucher) => (
        <PromotionActions
          area="vouchers"
          name={voucher.name}
          onEdit={() => setEditing({ voucher })}
          end={voucher.state === 'ended' ? undefined : () => endVoucher(voucher.id)}
        />
      ),
    },
  ];

  return (
    <PromotionPageFrame area="vouchers" onCreate={() => setEditing({})}>
      <ListPage<VoucherDto>
        paging={list}
        query={vouchers}
        columns={columns}
        rowKey="id"
        emptyText={t('vouchers.empty')}
        showTotal={(count) => t('vouchers.total', { count })}
        table={{ size: 'middle' }}
      />
      {editing && <VoucherDrawer voucher={editing.voucher} onClose={() => setEditing(null)} />}
    </PromotionPageFrame>
  );
}
