import { PlusOutlined } from '@ant-design/icons';
import { MAX_STAFF, type StaffDto } from '@shop/contract/shop-staff';
import { pageQuery } from '@shop/contract/validation';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useScreenAtLeast } from '@shop/desk/app-shell/use-screen.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../lib/me.ts';
import { staffQueryOptions } from '../../lib/staff-query.ts';
import { StaffActions } from './staff-actions.tsx';
import { StaffEditor } from './staff-editor.tsx';
import { StaffRoleTags } from './staff-role-tags.tsx';

/** The editor on screen: none, an invitation, or one member. */
type Editing = { staff?: StaffDto } | null;

/** Invited (no password yet), active, or kept from signing in by the owner. */
function StaffStatus({ staff }: { staff: StaffDto }) {
  const { t } = useTranslation('staff');
  if (!staff.active) return <Badge status="default" text={t('status.disabled')} />;
  if (staff.invited) return <Badge status="processing" text={t('status.invited')} />;
  return <Badge status="success" text={t('status.active')} />;
}

/**
 * /staff (the owner's) — who else works in the shop: each member's sign-in, roles, status, two-factor sign-in and
 * last sign-in; invite one (a code is mailed to set the password), change one, mail the invitation again, or
 * clear a lost phone's two-factor sign-in. Every member fits one page (MAX_STAFF).
 */
export function StaffPage() {
  const { t } = useTranslation('staff');
  const list = useListFilters(pageQuery, {}, { pageSizes: [MAX_STAFF] });
  const staff = useQuery(staffQueryOptions(list.apiParams));
  const me = useQuery(meQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const phone = !useScreenAtLeast('md');
  const count = staff.data?.total;
  const full = count !== undefined && count >= MAX_STAFF;

  // On a phone the table scrolls sideways: name and e-mail fold under the sign-in, so roles and status come sooner.
  const who: TableColumnsType<StaffDto> = phone
    ? [
        {
          title: t('columns.account'),
          key: 'who',
          render: (_, row) => (
            <div style={{ minWidth: 150 }}>
              <Typography.Text strong>{row.account}</Typography.Text>
              <div>{row.display_name}</div>
              <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
                {row.email}
              </Typography.Text>
            </div>
          ),
        },
      ]
    : [
        {
          title: t('columns.account'),
          dataIndex: 'account',
          render: (account: string) => <Typography.Text strong>{account}</Typography.Text>,
        },
        { title: t('columns.displayName'), dataIndex: 'display_name' },
        {
          title: t('columns.email'),
          dataIndex: 'email',
          render: (email: string) => <span style={{ wordBreak: 'break-all' }}>{email}</span>,
        },
      ];
  const columns: TableColumnsType<StaffDto> = [
    ...who,
    {
      title: t('columns.roles'),
      dataIndex: 'roles',
      render: (roles: StaffDto['roles']) => <StaffRoleTags roles={roles} />,
    },
    { title: t('columns.status'), key: 'status', render: (_, row) => <StaffStatus staff={row} /> },
    {
      title: t('columns.twoFactor'),
      dataIndex: 'two_factor',
      render: (on: boolean) => (on ? <Tag color="green">{t('twoFactor.on')}</Tag> : <Tag>{t('twoFactor.off')}</Tag>),
    },
    {
      title: t('columns.lastLogin'),
      dataIndex: 'last_login_at',
      render: (at: string | null) =>
        at ? <DateTimeCell iso={at} /> : <Typography.Text type="secondary">{t('never')}</Typography.Text>,
    },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, row) => <StaffActions staff={row} onEdit={() => setEditing({ staff: row })} />,
    },
  ];

  return (
    <>
      <PageExtra>
        <Flex align="center" gap={12} wrap>
          {count !== undefined && (
            <Typography.Text type="secondary">{t('count', { used: count, max: MAX_STAFF })}</Typography.Text>
          )}
          <Button type="primary" icon={<PlusOutlined />} disabled={!me.data || full} onClick={() => setEditing({})}>
            {t('invite')}
          </Button>
        </Flex>
      </PageExtra>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {t('intro', { example: `${me.data?.account ?? 'shop'}:anna` })}
      </Typography.Paragraph>
      <ListPage<StaffDto>
        paging={list}
        query={staff}
        columns={columns}
        rowKey="id"
        emptyText={t('empty')}
        showTotal={(total) => t('total', { count: total })}
        table={{ size: 'middle' }}
      />
      {editing && me.data && (
        <StaffEditor staff={editing.staff} shopAccount={me.data.account} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
