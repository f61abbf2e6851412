import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { meQueryOptions } from '../../lib/me.ts';
import { useSellerAccess } from '../../lib/seller-access.ts';

/**
 * The shop's balance (what settled orders paid it, less withdrawals), with the ways to take it out: the owner's
 * alone, so a staff member sees the figure without them.
 */
export function BalanceCard() {
  const { t } = useTranslation('money');
  const format = useFormat();
  // Settlements arrive whenever an order completes: the money pages read the balance afresh each time they open.
  const me = useQuery({ ...meQueryOptions(), refetchOnMount: 'always' });
  const owner = useSellerAccess().can('owner');
  return (
    <Card style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <div>
          <Statistic
            title={t('balance.title')}
            value={me.data ? format.money(me.data.balance) : '–'}
            loading={me.isPending}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('balance.hint')}
          </Typography.Text>
        </div>
        {owner && (
          <Space wrap>
            <Link to="/money/withdraw">
              <Button type="primary">{t('balance.withdraw')}</Button>
            </Link>
            <Link to="/money/payment-code">
              <Button>{me.data?.has_pay_password ? t('balance.changeCode') : t('balance.setCode')}</Button>
            </Link>
          </Space>
        )}
      </Flex>
    </Card>
  );
}
