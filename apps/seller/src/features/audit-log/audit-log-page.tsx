import { type SellerAuditEntryDto, sellerAuditQuery } from '@shop/contract/shop-staff';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Select, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { staffQueryOptions } from '../../lib/staff-query.ts';
import { auditLogQueryOptions } from './api.ts';
import { auditActionWord, detailJson } from './audit-actions.ts';

/** The log pages by 20 or 50 lines: a line is short, and the owner scans many. */
const PAGE_SIZES = [20, 50] as const;

const jsonStyle = {
  margin: 0,
  padding: 8,
  fontSize: 12,
  background: 'rgba(0, 0, 0, 0.03)',
  borderRadius: 4,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** What was done, in words when the call is a known one, with the call itself below for the exact record. */
function ActionCell({ action }: { action: string }) {
  const { t } = useTranslation('staff');
  const word = auditActionWord(action);
  if (!word) return <Typography.Text code>{action}</Typography.Text>;
  return (
    <div style={{ minWidth: 140 }}>
      <div>{t(`audit.actions.${word}`)}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {action}
      </Typography.Text>
    </div>
  );
}

/** The filter by member: the owner, then each staff member by name. */
function MemberFilter({ value, onChange }: { value?: 'owner' | number; onChange(member?: 'owner' | number): void }) {
  const { t } = useTranslation('staff');
  const staff = useQuery(staffQueryOptions());
  const members = staff.data?.list ?? [];
  const options = [
    { value: 'owner' as const, label: t('audit.owner') },
    ...members.map((member) => ({ value: member.id, label: `${member.display_name} (${member.account})` })),
  ];
  // A member since removed (or not yet loaded) is still named, so the filter shows what applies.
  if (typeof value === 'number' && !members.some((member) => member.id === value))
    options.push({ value, label: t('audit.staffId', { id: value }) });
  return (
    <Select<'owner' | number>
      aria-label={t('audit.filter')}
      placeholder={t('audit.everyone')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={staff.isPending}
      style={{ width: 260, maxWidth: '100%' }}
      options={options}
      value={value}
      onChange={(member) => onChange(member ?? undefined)}
    />
  );
}

/**
 * /audit-log (the owner's) — every action of the owner and the staff, newest first: when, who, what (in words for
 * the common calls), on which record and from where; a line opens to what was sent (secrets already masked).
 */
export function AuditLogPage() {
  const { t } = useTranslation('staff');
  const list = useListFilters(sellerAuditQuery, {}, { pageSizes: PAGE_SIZES });
  const log = useQuery(auditLogQueryOptions(list.apiParams));

  const columns: TableColumnsType<SellerAuditEntryDto> = [
    { title: t('audit.columns.time'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('audit.columns.who'),
      key: 'who',
      render: (_, entry) => (
        <div style={{ minWidth: 120 }}>
          <div style={{ wordBreak: 'break-all' }}>{entry.member_account}</div>
          {entry.member_kind === 'owner' ? (
            <Tag color="gold">{t('audit.owner')}</Tag>
          ) : (
            <Tag color="blue">{t('audit.staff')}</Tag>
          )}
        </div>
      ),
    },
    {
      title: t('audit.columns.action'),
      dataIndex: 'action',
      render: (action: string) => <ActionCell action={action} />,
    },
    {
      title: t('audit.columns.target'),
      dataIndex: 'target_id',
      render: (id: number | null) => (id === null ? '–' : `#${id}`),
    },
    {
      title: t('audit.columns.ip'),
      dataIndex: 'ip',
      render: (ip: string) => <span style={{ whiteSpace: 'nowrap' }}>{ip}</span>,
    },
  ];

  return (
    <ListPage<SellerAuditEntryDto>
      filters={<MemberFilter value={list.filters.member} onChange={(member) => list.change({ member })} />}
      paging={list}
      query={log}
      columns={columns}
      rowKey="id"
      emptyText={list.filtered ? undefined : t('audit.empty')}
      showTotal={(count) => t('audit.total', { count })}
      table={{
        size: 'small',
        expandable: {
          expandedRowRender: (entry) => (
            <pre style={jsonStyle} aria-label={t('audit.detailOf', { id: entry.id })}>
              {detailJson(entry.detail)}
            </pre>
          ),
          rowExpandable: (entry) => detailJson(entry.detail) !== '',
        },
      }}
    />
  );
}
