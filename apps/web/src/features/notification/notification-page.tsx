import './notification.css';
import type { NotificationDto, NotificationListDto } from '@shop/contract/notification';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { formatDateTime } from '../../lib/date-time.ts';
import { useLang } from '../../lib/session.ts';
import {
  invalidateNotifications,
  markNotificationsRead,
  notificationKeys,
  notificationListQueryOptions,
} from './api.ts';
import { notificationLink } from './notification-link.ts';

type Inbox = InfiniteData<NotificationListDto, number>;

/**
 * /notification: what happened to the shopper's orders, refunds, recharges and withdrawals, newest first. A dot
 * marks the unread ones; tapping one marks it read and opens what it is about; "Mark all read" clears every dot.
 */
export function NotificationPage() {
  const { t } = useTranslation(['notification', 'common']);
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(notificationListQueryOptions(lang));
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  /** Shows the marks at once (the dots go), then reads the inbox and the badge again from the server. */
  const markLocally = (ids: number[] | 'all') => {
    queryClient.setQueryData<Inbox>(notificationKeys.list(lang), (data) => {
      if (!data) return data;
      const hit = (n: NotificationDto) => !n.read && (ids === 'all' || ids.includes(n.id));
      const cleared = data.pages.flatMap((page) => page.list).filter(hit).length;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          unread: ids === 'all' ? 0 : Math.max(0, page.unread - cleared),
          list: page.list.map((n) => (hit(n) ? { ...n, read: true } : n)),
        })),
      };
    });
  };

  const markRead = async (ids?: number[]) => {
    markLocally(ids ?? 'all');
    try {
      await markNotificationsRead(ids);
    } finally {
      void invalidateNotifications(queryClient);
    }
  };

  const open = (notification: NotificationDto) => {
    if (!notification.read) void markRead([notification.id]).catch(() => undefined);
    const to = notificationLink(notification.ref);
    if (to) void navigate(to);
  };

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <InboxSkeleton />;
  } else if (query.isError && items.length === 0) {
    content = (
      <EmptyState kind="failed" title={t('notification:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState kind="notifications" title={t('notification:empty')} description={t('notification:emptyHint')} />
    );
  } else {
    content = (
      <PullList onRefresh={() => query.refetch()} loadMore={loadMore} hasMore={query.hasNextPage}>
        <ul className="notification-list">
          {items.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} onOpen={open} />
          ))}
        </ul>
      </PullList>
    );
  }

  return (
    <Page
      titleKey="notification"
      right={
        <button
          type="button"
          className="notification-mark-all"
          disabled={unread === 0}
          onClick={() => void markRead().catch(() => undefined)}
        >
          {t('notification:markAllRead')}
        </button>
      }
    >
      <div className="notification-page">{content}</div>
    </Page>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: NotificationDto;
  onOpen: (n: NotificationDto) => void;
}) {
  const { t } = useTranslation('notification');
  const lang = useLang();
  const linked = notificationLink(notification.ref) !== null;
  return (
    <li>
      <button
        type="button"
        className={`notification${notification.read ? '' : ' notification--unread'}`}
        aria-label={notification.read ? notification.text : `${t('unread')}: ${notification.text}`}
        onClick={() => onOpen(notification)}
      >
        <span className="notification__dot" aria-hidden="true" />
        <span className="notification__body">
          {/* Plain text from the server, shown as text. */}
          <span className="notification__text">{notification.text}</span>
          <time className="notification__time" dateTime={notification.created_at}>
            {formatDateTime(notification.created_at, lang)}
          </time>
        </span>
        {linked && <RightOutline className="notification__arrow" aria-hidden="true" />}
      </button>
    </li>
  );
}

function InboxSkeleton() {
  return (
    <div aria-busy="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className="notification notification--skeleton">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}
