import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChatUnread } from './use-chat-unread.ts';

/**
 * The chat entry's icon in the side menu, with the unread count on it. antd's Menu hands its icon a class name and
 * a style; they go on the badge, which stands where the icon would.
 */
export function InboxMenuIcon({ className, style }: { className?: string; style?: CSSProperties }) {
  const unread = useChatUnread();
  return (
    <Badge
      count={unread}
      size="small"
      offset={[4, 0]}
      className={className}
      // Folded to its icons, the menu gives icons the entry's whole line: a compact one keeps the count inside it.
      styles={{ root: { lineHeight: 1, alignSelf: 'center' }, indicator: { boxShadow: 'none' } }}
    >
      <MessageOutlined style={{ color: 'inherit', ...style, lineHeight: 1 }} />
    </Badge>
  );
}

/** The header's way into the inbox, with the unread count: on a phone the menu is folded away in its drawer. */
export function InboxHeaderButton() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const unread = useChatUnread();
  const label = unread > 0 ? t('header.unread', { count: unread }) : t('header.open');
  return (
    <Tooltip title={label}>
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          aria-label={label}
          icon={<MessageOutlined style={{ fontSize: 18 }} />}
          onClick={() => void navigate('/inbox')}
        />
      </Badge>
    </Tooltip>
  );
}
