import { CheckOutlined } from '@ant-design/icons';
import { sellerNotificationListQuery } from '@shop/contract/seller-notification';
import { usePagination } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationsQueryOptions } from './api.ts';
import { LowStockSettings } from './low-stock-settings.tsx';
import { NotificationItem } from './notification-item.tsx';
import { useMarkNotificationsRead } from './use-mark-read.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/**
 * What happened in the shop, newest first (paid orders, refund requests, reviews, settlements, withdrawals, stock
 * running low), unread ones standing out, each leading to its page; "Mark all read"; and beside them the
 * low-stock alert's level.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notices');
  const { t: desk } = useTranslation('desk');
  const token = useThemeToken();
  const { message } = App.useApp();
  const list = useListFilters(sellerNotificationListQuery, { limit: 20 }, { pageSizes: [20, 50] });
  const notifications = useQuery(notificationsQueryOptions(list.apiParams));
  const pagination = usePagination(list, notifications.data?.total ?? 0, (count) => t('total', { count }));
  const markRead = useMarkNotificationsRead();
  const rows = notifications.data?.list ?? [];
  const unread = notifications.data?.unread ?? 0;

  const markAll = () =>
    markRead.mutate(
      {},
      { onSuccess: () => void message.success(t('allMarked')), onError: (error) => void message.error(error.message) },
    );

  return (
    <Row gutter={[16, 16]} align="top">
      <Col xs={24} lg={16}>
        <Card
          size="small"
          title={
            <Flex gap={8} align="baseline">
              <span>{t('list.title')}</span>
              {unread > 0 && (
                <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
                  {t('list.unread', { count: unread })}
                </Typography.Text>
              )}
            </Flex>
          }
          extra={
            <Button
              icon={<CheckOutlined />}
              disabled={unread === 0}
              loading={markRead.isPending && markRead.variables?.ids === undefined}
              onClick={markAll}
            >
              {t('markAllRead')}
            </Button>
          }
          styles={{ body: { padding: 0 } }}
        >
          {notifications.error && (
            <Alert
              type="error"
              showIcon
              title={notifications.error.message}
              style={{ margin: 12 }}
              action={
                <Button size="small" onClick={() => void notifications.refetch()}>
                  {desk('actions.retry')}
                </Button>
              }
            />
          )}
          {notifications.isPending ? (
            <div style={{ padding: 16 }}>
              <Skeleton active avatar />
            </div>
          ) : rows.length === 0 ? (
            !notifications.error && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} style={{ padding: '32px 0' }} />
            )
          ) : (
            <ul aria-label={t('list.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((notification, index) => (
                <li
                  key={notification.id}
                  style={{ borderTop: index > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined }}
                >
                  <NotificationItem
                    notification={notification}
                    onOpen={(opened) => {
                      if (!opened.read) markRead.mutate({ ids: [opened.id] });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {(notifications.data?.total ?? 0) > list.filters.limit && (
            <Flex justify="end" style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
              <Pagination {...pagination} size="small" />
            </Flex>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <LowStockSettings />
      </Col>
    </Row>
  );
}
