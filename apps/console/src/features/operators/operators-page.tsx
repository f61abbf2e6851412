import { type OperatorAdminDto, operatorListQuery } from '@shop/contract/console-operators';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { operatorsQueryOptions } from './api.ts';
import { OperatorEditor } from './operator-editor.tsx';
import { ResetTwoFactorButton } from './reset-two-factor-button.tsx';
import { RoleTags } from './role-tags.tsx';
import { TwoFactorPolicyDrawer } from './two-factor-policy-drawer.tsx';

/** The editor on screen: none, a new operator, or one operator. */
type Editing = { operator?: OperatorAdminDto } | null;

/**
 * The platform's operators and their roles (admins only), with the editor in a drawer, and the two-factor policy:
 * which roles must sign in with two factors, and an operator's two factors reset when the phone is lost.
 */
export function OperatorsPage() {
  const { t } = useTranslation('operators');
  const { t: desk } = useTranslation('desk');
  const list = useListFilters(operatorListQuery);
  const operators = useQuery(operatorsQueryOptions(list.apiParams));
  const [editing, setEditing] = useState<Editing>(null);
  const [policyOpen, setPolicyOpen] = useState(false);

  const columns: TableColumnsType<OperatorAdminDto> = [
    { title: t('columns.account'), dataIndex: 'account', render: (account: string) => <strong>{account}</strong> },
    { title: t('columns.name'), dataIndex: 'name' },
    {
      title: t('columns.email'),
      dataIndex: 'email',
      render: (email: string) => email || <Typography.Text type="secondary">{t('noEmail')}</Typography.Text>,
    },
    {
      title: t('columns.roles'),
      dataIndex: 'roles',
      render: (roles: OperatorAdminDto['roles']) => <RoleTags roles={roles} />,
    },
    {
      title: t('columns.active'),
      dataIndex: 'active',
      render: (active: boolean) =>
        active ? <Badge status="success" text={t('active.yes')} /> : <Badge status="default" text={t('active.no')} />,
    },
    {
      title: t('columns.twoFactor'),
      dataIndex: 'two_factor_enabled',
      render: (on: boolean) => (on ? <Tag color="success">{t('twoFactor.on')}</Tag> : <Tag>{t('twoFactor.off')}</Tag>),
    },
    { title: t('columns.created'), dataIndex: 'created_at', render: (at: string) => <DateTimeCell iso={at} /> },
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
      render: (_, operator) => (
        <Space size={8} wrap={false}>
          {operator.two_factor_enabled && <ResetTwoFactorButton operator={operator} />}
          <Button size="small" onClick={() => setEditing({ operator })}>
            {desk('actions.edit')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageExtra>
        <Space wrap>
          <Button icon={<SafetyOutlined />} onClick={() => setPolicyOpen(true)}>
            {t('policy.open')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('new')}
          </Button>
        </Space>
      </PageExtra>
      <ListPage<OperatorAdminDto>
        paging={list}
        query={operators}
        columns={columns}
        rowKey="id"
        showTotal={(count) => t('list.total', { count })}
        table={{ size: 'middle' }}
      />
      {editing && <OperatorEditor operator={editing.operator} onClose={() => setEditing(null)} />}
      {policyOpen && <TwoFactorPolicyDrawer onClose={() => setPolicyOpen(false)} />}
    </>
  );
}
