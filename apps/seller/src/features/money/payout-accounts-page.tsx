import { PlusOutlined } from '@ant-design/icons';
import type { PayoutAccountDto } from '@shop/contract/payout-account';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { PayoutAccountDetails } from '@shop/desk/business/payout-account.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Popconfirm, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MONEY_KEY } from '../../lib/query-keys.ts';
import { deletePayoutAccount, payoutAccountsQueryOptions } from './api.ts';
import { PayoutAccountModal } from './payout-account-form.tsx';

type Editing = { account?: PayoutAccountDto } | null;

function AccountCard({ account, onEdit }: { account: PayoutAccountDto; onEdit(): void }) {
  const { t } = useTranslation('money');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePayoutAccount(account.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      void message.success(t('payoutAccounts.deleted'));
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Card
      // The actions sit at the bottom of every card of a row, whatever each account's lines take.
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, paddingBottom: 16 } }}
      actions={[
        <Button
          key="edit"
          type="link"
          onClick={onEdit}
          aria-label={t('payoutAccounts.editOf', { name: account.holder_name })}
        >
          {desk('actions.edit')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('payoutAccounts.deleteTitle')}
          description={t('payoutAccounts.deleteNote')}
          okText={desk('actions.delete')}
          okButtonProps={{ danger: true }}
          cancelText={desk('actions.cancel')}
          onConfirm={() => remove.mutateAsync().catch(() => undefined)}
        >
          <Button type="link" danger loading={remove.isPending}>
            {desk('actions.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <PayoutAccountDetails account={account} />
    </Card>
  );
}

/**
 * /money/payout-accounts — where the shop's withdrawals are paid: the saved accounts (holder, bank, number or IBAN,
 * SWIFT/BIC), added, edited and deleted here and chosen on each withdrawal. Withdrawals already asked keep the
 * account as it was then.
 */
export function PayoutAccountsPage() {
  const { t } = useTranslation('money');
  const accounts = useQuery(payoutAccountsQueryOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const full = accounts.data ? accounts.data.list.length >= accounts.data.max : false;
  const add = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!accounts.data || full} onClick={() => setEditing({})}>
      {t('payoutAccounts.add')}
    </Button>
  );
  return (
    <>
      <PageExtra>{add}</PageExtra>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('payoutAccounts.intro')} <Link to="/money/withdraw">{t('payoutAccounts.toWithdraw')}</Link>
      </Typography.Paragraph>
      {accounts.error && <Alert type="error" showIcon title={accounts.error.message} style={{ marginBottom: 16 }} />}
      {full && accounts.data && (
        <Alert
          type="info"
          showIcon
          title={t('payoutAccounts.full', { max: accounts.data.max })}
          style={{ marginBottom: 16 }}
        />
      )}
      {!accounts.data ? (
        !accounts.error && <Skeleton active />
      ) : accounts.data.list.length === 0 ? (
        <Card>
          <Empty description={t('payoutAccounts.empty')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              {t('payoutAccounts.add')}
            </Button>
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {accounts.data.list.map((account) => (
            <Col key={account.id} xs={24} md={12} xl={8}>
              <AccountCard account={account} onEdit={() => setEditing({ account })} />
            </Col>
          ))}
        </Row>
      )}
      {editing && <PayoutAccountModal account={editing.account} onClose={() => setEditing(null)} />}
    </>
  );
}
