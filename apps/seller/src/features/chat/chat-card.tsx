import { AppstoreOutlined, ShoppingOutlined } from '@ant-design/icons';
import { ORDER_STATUS_VALUES, type OrderStatus } from '@shop/contract/order-status';
import type { ChatCardDto } from '@shop/contract/shop-chat';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '../../components/order-status-tag.tsx';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

/** Where a card leads in the seller center: the product's editor, or the order. */
export function cardPath(card: Pick<ChatCardDto, 'type' | 'id'>): string {
  return card.type === 'product' ? `/products/${card.id}` : `/orders/${card.id}`;
}

/** The card's status as an order status, when the server sent one this build knows. */
function orderStatusOf(status: string | null): OrderStatus | undefined {
  if (status === null || status.trim() === '') return undefined;
  const value = Number(status);
  return (ORDER_STATUS_VALUES as readonly number[]).includes(value) ? (value as OrderStatus) : undefined;
}

/**
 * A product or an order a message carries, as a small card inside the bubble: picture, title (the product's, or
 * the order's number), amount and, for an order, its status. It opens the product's editor or the order; once the
 * product is gone or the order hidden (`available` false) it says so and leads nowhere.
 */
export function ChatCard({ card }: { card: ChatCardDto }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const token = useThemeToken();
  const status = card.type === 'order' ? orderStatusOf(card.status) : undefined;
  const kind = card.type === 'product' ? t('card.product') : t('card.order');

  const body: ReactNode = (
    <Flex gap={10} align="center">
      {card.picture ? (
        <img
          src={card.picture}
          alt=""
          width={56}
          height={56}
          style={{ objectFit: 'cover', borderRadius: 6, flex: 'none', background: token.colorFillQuaternary }}
        />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{
            width: 56,
            height: 56,
            borderRadius: 6,
            flex: 'none',
            background: token.colorFillTertiary,
            color: token.colorTextTertiary,
            fontSize: 22,
          }}
        >
          {card.type === 'product' ? <AppstoreOutlined /> : <ShoppingOutlined />}
        </Flex>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kind}
        </Typography.Text>
        <Typography.Paragraph
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, fontWeight: 500, color: card.available ? token.colorText : token.colorTextTertiary }}
        >
          {card.type === 'order' ? t('card.orderNo', { no: card.title }) : card.title}
        </Typography.Paragraph>
        <Flex gap={8} align="center" wrap style={{ marginTop: 2 }}>
          {card.amount !== null && (
            <Typography.Text strong style={{ color: card.available ? token.colorError : token.colorTextTertiary }}>
              {format.money(card.amount)}
            </Typography.Text>
          )}
          {status !== undefined && <OrderStatusTag status={status} />}
          {status === undefined && card.status && <Typography.Text type="secondary">{card.status}</Typography.Text>}
        </Flex>
        {!card.available && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('card.unavailable')}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );

  const frame = {
    display: 'block',
    width: 260,
    maxWidth: '100%',
    padding: 10,
    borderRadius: 8,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorBgContainer,
    color: 'inherit',
  } as const;

  if (!card.available) return <div style={frame}>{body}</div>;
  return (
    <Link
      to={cardPath(card)}
      aria-label={
        card.type === 'product' ? t('card.openProduct', { title: card.title }) : t('card.openOrder', { no: card.title })
      }
      style={frame}
    >
      {body}
    </Link>
  );
}
