import './me-tab-badge.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChatUnread } from '../../lib/chat.ts';
import { notificationUnreadQueryOptions, serviceUnreadQueryOptions } from './unread-keys.ts';

/** Most unread items the badge spells out; beyond it shows "99+". */
const MAX_SHOWN = 99;

/**
 * Unread notifications, unread customer-service answers and unread messages of shops, on the Me tab (rendered only
 * for a logged-in shopper).
 */
export function MeTabBadge() {
  const { t } = useTranslation('notification');
  const notifications = useQuery(notificationUnreadQueryOptions());
  const service = useQuery(serviceUnreadQueryOptions());
  const chats = useChatUnread();
  const count = (notifications.data?.count ?? 0) + (service.data?.count ?? 0) + chats;
  if (count === 0) return null;
  return (
    <span className="me-tab-badge" role="status" aria-label={t('badge', { count })}>
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </span>
  );
}
