import type { ConsoleRechargeDto } from '@shop/contract/console-wallet';
import { AUDIT_STATUS } from '@shop/contract/wallet-status';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { IdempotentAttempts } from '@shop/desk/request/idempotent-attempts.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Image, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditFilterBar } from '../../components/audit-filter-bar.tsx';
import { AuditStatusTag } from '../../components/audit-status.tsx';
import { RefuseModal } from '../../components/refuse-modal.tsx';
import { useAuditFilters } from '../../lib/audit-filters.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { RECHARGES_KEY, rechargesQueryOptions, refuseRecharge } from './api.ts';
import { ApproveRechargeModal } from './approve-recharge-modal.tsx';

/** The modal on screen: none, approving or refusing one recharge. */
type Open = { action: 'approve' | 'refuse'; recharge: ConsoleRechargeDto } | null;

const none = <Typography.Text type="secondary">—</Typography.Text>;

function AmountCell({ recharge }: { recharge: ConsoleRechargeDto }) {
  const { t } = useTranslation('recharges');
  const format = useFormat();
  const credited = recharge.actual_amount;
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{format.money(recharge.amount)}</div>
      {credited !== null && credited !== recharge.amount && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('credited', { amount: format.money(credited) })}
        </Typography.Text>
      )}
    </div>
  );
}

export function RechargesPage() {
  const { t } = useTranslation('recharges');
  const queue = useAuditFilters();
  const recharges = useQuery(rechargesQueryOptions(queue.apiParams));
  const [open, setOpen] = useState<Open>(null);
  // One for the page's lifetime: reopening the modal after a lost answer retries with the same key.
  const [attempts] = useState(() => new IdempotentAttempts());

  const columns: TableColumnsType<ConsoleRechargeDto> = [
    { title: t('columns.reference'), dataIndex: 'reference' },
    { title: t('columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    { title: t('columns.shopper'), key: 'buyer', render: (_, recharge) => recharge.buyer.account },
    {
      title: t('columns.method'),
      dataIndex: 'method',
      render: (method: ConsoleRechargeDto['method'], recharge) =>
        recharge.card_last4 ? `${t(`methods.${method}`)} •••• ${recharge.card_last4}` : t(`methods.${method}`),
    },
    {
      title: t('columns.amount'),
      key: 'amount',
      align: 'right',
      render: (_, recharge) => <AmountCell recharge={recharge} />,
    },
    {
      title: t('columns.network'),
      key: 'network',
      render: (_, recharge) =>
        recharge.network ? (
          <div>
            <div>{recharge.network}</div>
            {recharge.address && (
              <Typography.Text
                type="secondary"
                copyable={{ text: recharge.address }}
                ellipsis={{ tooltip: recharge.address }}
                style={{ maxWidth: 120, fontSize: 12 }}
              >
                {recharge.address}
              </Typography.Text>
            )}
          </div>
        ) : (
          none
        ),
    },
    {
      title: t('columns.txHash'),
      dataIndex: 'tx_hash',
      render: (hash: string | null, recharge) =>
        // A card recharge's reference from the card provider stands where a chain recharge's hash does.
        recharge.provider_ref ? (
          <Typography.Text copyable={{ text: recharge.provider_ref }} style={{ fontSize: 12 }}>
            {t('approve.providerRef')}: {recharge.provider_ref}
          </Typography.Text>
        ) : hash ? (
          <Typography.Text code copyable={{ text: hash }} ellipsis={{ tooltip: hash }} style={{ maxWidth: 130 }}>
            {hash}
          </Typography.Text>
        ) : (
          none
        ),
    },
    {
      title: t('columns.evidence'),
      dataIndex: 'evidence',
      render: (url: string | null, recharge) =>
        url ? (
          <Image
            src={url}
            alt={t('evidenceAlt', { id: recharge.id })}
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          none
        ),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (status: number, recharge) => <AuditStatusTag status={status} reason={recharge.reason} />,
    },
    {
      title: '',
      key: 'actions',
      // Always in view, also when the payee or hash columns make the table scroll sideways.
      fixed: 'right',
      render: (_, recharge) =>
        recharge.status === AUDIT_STATUS.auditing && (
          <Space>
            <Button type="primary" size="small" onClick={() => setOpen({ action: 'approve', recharge })}>
              {t('approve.ok')}
            </Button>
            <Button danger size="small" onClick={() => setOpen({ action: 'refuse', recharge })}>
              {t('refuse')}
            </Button>
          </Space>
        ),
    },
  ];

  const { status } = queue.filters;
  return (
    <>
      <ListPage<ConsoleRechargeDto>
        filters={<AuditFilterBar queue={queue} />}
        paging={queue}
        query={recharges}
        // Passed and refused requests have nothing left to do: no empty actions column on those tabs.
        columns={
          status === AUDIT_STATUS.auditing || status === undefined
            ? columns
            : columns.filter((column) => column.key !== 'actions')
        }
        rowKey="id"
        emptyText={t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
      {open?.action === 'approve' && (
        <ApproveRechargeModal recharge={open.recharge} attempts={attempts} onClose={() => setOpen(null)} />
      )}
      {open?.action === 'refuse' && (
        <RefuseModal
          subject={t('subject', { id: open.recharge.id })}
          id={open.recharge.id}
          refuse={refuseRecharge}
          queryKey={RECHARGES_KEY}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
