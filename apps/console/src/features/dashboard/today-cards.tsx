import type { DashboardDto } from '@shop/contract/console';
import { Figure } from '@shop/desk/business/figure.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dashboardQueryOptions } from './api.ts';

type CountKey = Exclude<keyof DashboardDto, 'date'>;

/** One figure per count, in reading order; a count worth an operator's attention when above zero is flagged. */
const COUNTS: readonly { key: CountKey; attention?: boolean }[] = [
  { key: 'new_shoppers' },
  { key: 'shoppers_total' },
  { key: 'logins' },
  { key: 'new_addresses' },
  { key: 'reset_codes_sent' },
  { key: 'pay_locked_now', attention: true },
];

/** Today's shopper activity, counted since midnight UTC. */
export function TodayCards() {
  const { t } = useTranslation('dashboard');
  const today = useQuery(dashboardQueryOptions());
  const format = useFormat();
  const { data } = today;

  return (
    <Card
      title={t('todayTitle')}
      extra={
        <Typography.Text type="secondary">
          {data ? t('today', { date: format.day(data.date) }) : t('todayPending')}
        </Typography.Text>
      }
    >
      {today.error && <Alert type="error" showIcon title={today.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[24, 16]}>
        {COUNTS.map(({ key, attention }) => {
          const value = data?.[key];
          const flagged = attention && value !== undefined && value > 0;
          return (
            <Col key={key} xs={12} md={8} xl={4}>
              <Figure
                title={t(`cards.${key}`)}
                value={value === undefined ? '–' : format.number(value)}
                loading={today.isPending}
                styles={flagged ? { content: { color: '#cf1322' } } : undefined}
              />
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
