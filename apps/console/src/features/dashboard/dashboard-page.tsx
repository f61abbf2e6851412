import type { DashboardDto } from '@shop/contract/console';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardQueryOptions } from './api.ts';

type CountKey = Exclude<keyof DashboardDto, 'date'>;

/** One card per count, in reading order; a count worth an operator's attention when above zero is flagged. */
const CARDS: readonly { key: CountKey; attention?: boolean }[] = [
  { key: 'new_shoppers' },
  { key: 'shoppers_total' },
  { key: 'logins' },
  { key: 'new_addresses' },
  { key: 'reset_codes_sent' },
  { key: 'pay_locked_now', attention: true },
];

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const dashboard = useQuery(dashboardQueryOptions());
  const { data } = dashboard;

  return (
    <>
      <PageExtra>
        <Button onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
          {desk('actions.refresh')}
        </Button>
      </PageExtra>
      <Typography.Paragraph type="secondary">
        {data ? t('today', { date: format.day(data.date) }) : t('todayPending')}
      </Typography.Paragraph>
      {dashboard.error && <Alert type="error" showIcon title={dashboard.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {CARDS.map(({ key, attention }) => {
          const value = data?.[key];
          const flagged = attention && value !== undefined && value > 0;
          return (
            <Col key={key} xs={24} sm={12} lg={8}>
              <Card>
                <Statistic
                  title={t(`cards.${key}`)}
                  value={value === undefined ? '–' : format.number(value)}
                  loading={dashboard.isPending}
                  styles={flagged ? { content: { color: '#cf1322' } } : undefined}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
    </>
  );
}
