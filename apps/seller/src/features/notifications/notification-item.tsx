import {
  AppstoreOutlined,
  BankOutlined,
  BellOutlined,
  RollbackOutlined,
  ShoppingOutlined,
  StarOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { SellerNotificationDto, SellerNotificationRefType } from '@shop/contract/seller-notification';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notificationPath } from './notification-link.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/** Each kind's mark and colour, so a glance tells an order from money. */
const KINDS: Record<SellerNotificationRefType, { icon: ReactNode; colour: string }> = {
  order: { icon: <ShoppingOutlined />, colour: '#1677ff' },
  refund: { icon: <RollbackOutlined />, colour: '#fa541c' },
  review: { icon: <StarOutlined />, colour: '#faad14' },
  settlement: { icon: <WalletOutlined />, colour: '#52c41a' },
  withdrawal: { icon: <BankOutlined />, colour: '#13c2c2' },
  product: { icon: <AppstoreOutlined />, colour: '#722ed1' },
};

interface NotificationItemProps {
  notification: SellerNotificationDto;
  /** Opening an unread one marks it read. */
  onOpen(notification: SellerNotificationDto): void;
  /** The bell's narrower lines. */
  compact?: boolean;
}

/**
 * One notification: its kind's mark, the server's text (plain text, never HTML) and when; unread ones stand out with
 * a dot and a tint. It leads to what it is about, and says where ("View order").
 */
export function NotificationItem({ notification, onOpen, compact }: NotificationItemProps) {
  const { t } = useTranslation('notices');
  const format = useFormat();
  const token = useThemeToken();
  const path = notificationPath(notification.ref);
  const kind = notification.ref
    ? KINDS[notification.ref.type]
    : { icon: <BellOutlined />, colour: token.colorTextTertiary };
  const unread = !notification.read;

  const body = (
    <Flex gap={12} align="start">
      <Flex
        align="center"
        justify="center"
        style={{
          width: compact ? 32 : 40,
          height: compact ? 32 : 40,
          borderRadius: '50%',
          flex: 'none',
          fontSize: compact ? 15 : 18,
          color: kind.colour,
          background: `${kind.colour}1a`,
        }}
      >
        {kind.icon}
      </Flex>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Paragraph
          strong={unread}
          ellipsis={compact ? { rows: 2 } : false}
          style={{
            margin: 0,
            whiteSpace: compact ? undefined : 'pre-wrap',
            color: unread ? token.colorText : token.colorTextSecondary,
          }}
        >
          {notification.text}
        </Typography.Paragraph>
        <Flex gap={12} align="center" style={{ marginTop: 4 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {format.dateTime(notification.created_at)}
          </Typography.Text>
          {path && notification.ref && !compact && (
            <Typography.Text style={{ fontSize: 12, color: token.colorLink }}>
              {t(`ref.${notification.ref.type}`)}
            </Typography.Text>
          )}
        </Flex>
      </div>
      {unread && (
        <span
          role="img"
          aria-label={t('unreadMark')}
          style={{ width: 8, height: 8, borderRadius: '50%', background: token.colorError, flex: 'none', marginTop: 8 }}
        />
      )}
    </Flex>
  );

  const style = {
    display: 'block',
    padding: compact ? '10px 12px' : '14px 16px',
    color: 'inherit',
    background: unread ? token.colorPrimaryBg : undefined,
    borderRadius: compact ? token.borderRadius : 0,
  } as const;

  if (!path) {
    return (
      <div
        role={unread ? 'button' : undefined}
        tabIndex={unread ? 0 : undefined}
        onClick={unread ? () => onOpen(notification) : undefined}
        onKeyDown={unread ? (event) => event.key === 'Enter' && onOpen(notification) : undefined}
        style={{ ...style, cursor: unread ? 'pointer' : undefined }}
      >
        {body}
      </div>
    );
  }
  return (
    <Link to={path} onClick={() => onOpen(notification)} style={style}>
      {body}
    </Link>
  );
}
