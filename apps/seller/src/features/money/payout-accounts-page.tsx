import { PlusOutlined } from '@ant-design/icons';
import type { PayoutAccountDto } from '@shop/contract/payout-account';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meQueryOptions } from '../../lib/me.ts';
import { useSellerAccess } from '../../lib/seller-access.ts';
import { payoutAccountsQueryOptions } from './api.ts';
import { PayoutAccountCard } from './payout-account-card.tsx';
import { PayoutAccountModal } from './payout-account-form.tsx';

type Editing = { account?: PayoutAccountDto } | null;

/**
 * /money/payout-accounts — where the shop's withdrawals are paid: the saved accounts (holder, bank, number or IBAN,
 * SWIFT/BIC), added, edited and deleted here by the owner and chosen on each withdrawal. Withdrawals already asked
 * keep the account as it was then. Staff with the finance role read them only; with two-factor sign-in on, every
 * change asks for the authenticator's code.
 */
export function PayoutAccountsPage() {
  const { t } = useTranslation('money');
  const accounts = useQuery(payoutAccountsQueryOptions());
  // Whether two-factor sign-in is on may have changed on the security page moments ago.
  const me = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const owner = useSellerAccess().can('owner');
  const twoFactor = me.data?.two_factor_enabled ?? false;
  const [editing, setEditing] = useState<Editing>(null);
  const full = accounts.data ? accounts.data.list.length >= accounts.data.max : false;
  const add = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!accounts.data || full} onClick={() => setEditing({})}>
      {t('payoutAccounts.add')}
    </Button>
  );
  return (
    <>
      {owner && <PageExtra>{add}</PageExtra>}
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
        {t('payoutAccounts.intro')}{' '}
        {owner ? <Link to="/money/withdraw">{t('payoutAccounts.toWithdraw')}</Link> : t('payoutAccounts.ownerOnly')}
      </Typography.Paragraph>
      {accounts.error && <Alert type="error" showIcon title={accounts.error.message} style={{ marginBottom: 16 }} />}
      {owner && full && accounts.data && (
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
          <Empty description={owner ? t('payoutAccounts.empty') : t('payoutAccounts.emptyForStaff')}>
            {owner && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                {t('payoutAccounts.add')}
              </Button>
            )}
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {accounts.data.list.map((account) => (
            <Col key={account.id} xs={24} md={12} xl={8}>
              <PayoutAccountCard
                account={account}
                editable={owner}
                twoFactor={twoFactor}
                onEdit={() => setEditing({ account })}
              />
            </Col>
          ))}
        </Row>
      )}
      {editing && (
        <PayoutAccountModal account={editing.account} twoFactor={twoFactor} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
