import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Flex, Popover, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newestNotificationsQueryOptions } from './api.ts';
import { NotificationItem } from './notification-item.tsx';
import { useMarkNotificationsRead } from './use-mark-read.ts';
import { useNotificationUnread } from './use-notification-unread.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/**
 * The header's bell: the unread count on it, and on a click the newest few with "Mark all read" and "See all".
 * Opening one marks it read and leads to what it is about.
 */
export function NotificationBell() {
  const { t } = useTranslation('notices');
  const token = useThemeToken();
  const [open, setOpen] = useState(false);
  const unread = useNotificationUnread();
  const newest = useQuery({ ...newestNotificationsQueryOptions(), enabled: open });
  const markRead = useMarkNotificationsRead();
  const list = newest.data?.list ?? [];
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');

  const content = (
    <div style={{ width: 360, maxWidth: 'calc(100vw - 32px)' }}>
      <Flex justify="space-between" align="center" style={{ padding: '4px 4px 8px' }}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {t('bell.title')}
        </Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.ids === undefined}
          onClick={() => markRead.mutate({})}
        >
          {t('markAllRead')}
        </Button>
      </Flex>
      {newest.error && <Alert type="error" showIcon title={newest.error.message} style={{ marginBottom: 8 }} />}
      {newest.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <ul
          aria-label={t('bell.newest')}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            maxHeight: 420,
            overflowY: 'auto',
            display: 'grid',
            gap: 2,
          }}
        >
          {list.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                compact
                notification={notification}
                onOpen={(opened) => {
                  setOpen(false);
                  if (!opened.read) markRead.mutate({ ids: [opened.id] });
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div
        style={{
          borderTop: `1px solid ${token.colorBorderSecondary}`,
          marginTop: 8,
          paddingTop: 8,
          textAlign: 'center',
        }}
      >
        <Link to="/notifications" onClick={() => setOpen(false)}>
          {t('bell.seeAll')}
        </Link>
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={content} arrow={false}>
      <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button type="text" aria-label={label} icon={<BellOutlined style={{ fontSize: 18 }} />} />
      </Badge>
    </Popover>
  );
}
