import { CheckOutlined } from '@ant-design/icons';
import type { ChatShopperDto, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatCard } from './chat-card.tsx';
import { ShopperAvatar } from './shopper-avatar.tsx';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/**
 * One message: the shopper's on the left beside their avatar, the shop's on the right in the shop's colour with
 * "Read" once the shopper has seen it. Text is rendered as text (React escapes it), never as HTML; a picture opens
 * in antd's preview; a card leads to its product or order.
 */
export function MessageBubble({ message, shopper }: { message: ShopChatMessageDto; shopper: ChatShopperDto }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const token = useThemeToken();
  const mine = message.sender === 'seller';
  const hasText = message.text.trim() !== '';
  const bubble = {
    padding: '8px 12px',
    borderRadius: 12,
    borderStartStartRadius: mine ? 12 : 2,
    borderStartEndRadius: mine ? 2 : 12,
    background: mine ? token.colorPrimaryBg : token.colorBgContainer,
    border: `1px solid ${mine ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
  };

  return (
    <li
      aria-label={mine ? t('conversation.fromShop') : t('conversation.fromShopper', { name: shopper.name })}
      style={{ display: 'flex', gap: 8, justifyContent: mine ? 'flex-end' : 'flex-start', alignItems: 'flex-end' }}
    >
      {!mine && <ShopperAvatar shopper={shopper} size={28} />}
      <Flex vertical align={mine ? 'flex-end' : 'flex-start'} gap={4} style={{ maxWidth: 'min(75%, 480px)' }}>
        {message.image && (
          <Image
            src={message.image}
            alt={t('conversation.pictureAlt', { id: message.id })}
            width={180}
            style={{ borderRadius: 8, display: 'block', maxHeight: 240, objectFit: 'cover' }}
          />
        )}
        {message.card && <ChatCard card={message.card} />}
        {hasText && (
          <div style={bubble}>
            <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text}
            </Typography.Text>
          </div>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 11 }}>
          {format.time(message.created_at)}
          {mine && (
            <span style={{ marginInlineStart: 6, color: message.read ? token.colorPrimary : undefined }}>
              {message.read ? (
                <>
                  <CheckOutlined style={{ marginInlineEnd: 2 }} />
                  {t('conversation.read')}
                </>
              ) : (
                t('conversation.sent')
              )}
            </span>
          )}
        </Typography.Text>
      </Flex>
    </li>
  );
}
