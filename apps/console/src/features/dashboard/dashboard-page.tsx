import type { DashboardDto } from '@shop/contract/console';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { dashboardQueryOptions } from './api.ts';

type CountKey = Exclude<keyof DashboardDto, 'date'>;

/** One card per count, in reading order; a count worth an operator's attention when above zero is flagged. */
const CARDS: readonly { key: CountKey; title: string; attention?: boolean }[] = [
  { key: 'new_shoppers', title: 'New shoppers' },
  { key: 'shoppers_total', title: 'Shoppers in total' },
  { key: 'logins', title: 'Shopper sign-ins' },
  { key: 'new_addresses', title: 'New addresses' },
  { key: 'reset_codes_sent', title: 'Password reset codes sent' },
  { key: 'pay_locked_now', title: 'Payment codes locked now', attention: true },
];

export function DashboardPage() {
  const dashboard = useQuery(dashboardQueryOptions());
  const { data } = dashboard;

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Today
          </Typography.Title>
          <Typography.Text type="secondary">
            {data ? `${data.date}, counted since midnight UTC` : 'Counted since midnight UTC'}
          </Typography.Text>
        </div>
        <Button onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
          Refresh
        </Button>
      </Flex>
      {dashboard.error && <Alert type="error" showIcon title={dashboard.error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        {CARDS.map(({ key, title, attention }) => {
          const value = data?.[key];
          const flagged = attention && value !== undefined && value > 0;
          return (
            <Col key={key} span={8}>
              <Card>
                <Statistic
                  title={title}
                  value={value ?? '–'}
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
