import { LOW_STOCK } from '@shop/contract/product-skus';
import type { SellerDashboardDto } from '@shop/contract/seller-dashboard';
import { Figure } from '@shop/desk/business/figure.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSellerAccess } from '../../lib/seller-access.ts';
import { dashboardQueryOptions } from './api.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

type Period = 'today' | 'last_7_days' | 'last_30_days';
const PERIODS: readonly Period[] = ['today', 'last_7_days', 'last_30_days'];

/** Sales of one period: GMV, orders and units. */
function PeriodCard({ period, data, loading }: { period: Period; data?: SellerDashboardDto; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const figures = data?.[period];
  return (
    <Card title={t(`periods.${period}`)} size="small">
      <Row gutter={[16, 8]}>
        <Col span={24}>
          <Figure title={t('figures.gmv')} value={figures ? format.money(figures.gmv) : '–'} loading={loading} />
        </Col>
        <Col span={12}>
          <Figure title={t('figures.orders')} value={figures ? format.number(figures.orders) : '–'} loading={loading} />
        </Col>
        <Col span={12}>
          <Figure title={t('figures.units')} value={figures ? format.number(figures.units) : '–'} loading={loading} />
        </Col>
      </Row>
    </Card>
  );
}

interface TaskCardProps {
  title: string;
  value: string;
  hint: string;
  to: string;
  action: string;
  /** Something waits for the seller: the figure stands out. */
  attention?: boolean;
  loading: boolean;
}

/** A figure that leads to its list ("3 orders to ship" → the orders waiting delivery). */
function TaskCard({ title, value, hint, to, action, attention, loading }: TaskCardProps) {
  const token = useThemeToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Figure
          title={title}
          value={value}
          loading={loading}
          styles={attention ? { content: { color: token.colorError } } : undefined}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12, flex: 1 }}>
          {hint}
        </Typography.Text>
        <Link to={to}>
          <Button size="small">{action}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

/**
 * The shop at a glance: sales of today, the last 7 and 30 days, then what waits (orders to ship, refunds to
 * decide, products running low) and the money (balance, settled in 30 days), each leading to its list. A staff
 * member sees the cards of the pages its roles open, so no card leads to a refusal.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { can } = useSellerAccess();
  const dashboard = useQuery(dashboardQueryOptions());
  const { data } = dashboard;
  const loading = dashboard.isPending;
  const count = (value: number | undefined) => (value === undefined ? '–' : format.number(value));
  const tasks = can('orders') || can('products');

  return (
    <Flex vertical gap={16}>
      {dashboard.error && (
        <Alert
          type="error"
          showIcon
          title={dashboard.error.message}
          action={
            <Button size="small" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        {PERIODS.map((period) => (
          <Col key={period} xs={24} md={8}>
            <PeriodCard period={period} data={data} loading={loading} />
          </Col>
        ))}
      </Row>
      {tasks && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('tasks.title')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {can('orders') && (
              <Col xs={12} lg={8}>
                <TaskCard
                  title={t('tasks.toShip')}
                  value={count(data?.to_ship)}
                  hint={t('tasks.toShipHint')}
                  to="/orders?status=1"
                  action={t('tasks.toShipAction')}
                  attention={(data?.to_ship ?? 0) > 0}
                  loading={loading}
                />
              </Col>
            )}
            {can('orders') && (
              <Col xs={12} lg={8}>
                <TaskCard
                  title={t('tasks.refunds')}
                  value={count(data?.refunds_to_decide)}
                  hint={t('tasks.refundsHint')}
                  to="/refunds"
                  action={t('tasks.refundsAction')}
                  attention={(data?.refunds_to_decide ?? 0) > 0}
                  loading={loading}
                />
              </Col>
            )}
            {can('products') && (
              <Col xs={24} lg={8}>
                <TaskCard
                  title={t('tasks.lowStock')}
                  value={count(data?.low_stock)}
                  hint={t('tasks.lowStockHint', { units: LOW_STOCK })}
                  to="/products?stock=low"
                  action={t('tasks.lowStockAction')}
                  attention={(data?.low_stock ?? 0) > 0}
                  loading={loading}
                />
              </Col>
            )}
          </Row>
        </>
      )}
      {can('finance') && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('money.title')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              {/* Withdrawing is the owner's; finance staff are led to the balance's page instead. */}
              <TaskCard
                title={t('money.balance')}
                value={data ? format.money(data.balance) : '–'}
                hint={t('money.balanceHint')}
                to={can('owner') ? '/money/withdraw' : '/money'}
                action={can('owner') ? t('money.withdraw') : t('money.settlements')}
                loading={loading}
              />
            </Col>
            <Col xs={24} md={12}>
              <TaskCard
                title={t('money.settled')}
                value={data ? format.money(data.settled_30_days) : '–'}
                hint={t('money.settledHint')}
                to="/money"
                action={t('money.settlements')}
                loading={loading}
              />
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
