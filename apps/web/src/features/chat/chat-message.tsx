import type { ChatCardDto, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { ReceiptOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { cardStatusKey } from './card-status.ts';
import { startsStretch, stretchTime } from './chat-time.ts';

interface MessageProps {
  message: ShopChatMessageDto;
  /** The message before it, to show the time above a new stretch of the conversation. */
  previous: ShopChatMessageDto | undefined;
  shopName: string;
  onOpenPicture: (url: string) => void;
}

/**
 * One message: the shopper's on the right, the shop's on the left; its picture (opens full screen), its product or
 * order card (opens the product or the order) and its text, and for the shopper's own whether the shop has read it.
 * The time shows above each stretch of the conversation. Every text is rendered as text (React escapes it): a message
 * is never HTML.
 */
export function ChatMessage({ message, previous, shopName, onOpenPicture }: MessageProps) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const mine = message.sender === 'shopper';
  const who = mine ? t('you') : shopName;
  const hasText = message.text.trim() !== '';
  return (
    <li className={`chat-message ${mine ? 'chat-message--mine' : 'chat-message--theirs'}`} aria-label={who}>
      {startsStretch(previous?.created_at, message.created_at) && (
        <time className="chat-message__stretch" dateTime={message.created_at}>
          {stretchTime(message.created_at, lang)}
        </time>
      )}
      {message.card && <ChatCard card={message.card} />}
      {(message.image || hasText) && (
        <div className={`chat-bubble${hasText ? '' : ' chat-bubble--picture'}`}>
          {message.image && (
            <button
              type="button"
              className="chat-bubble__picture"
              aria-label={t('openPicture')}
              onClick={() => onOpenPicture(message.image ?? '')}
            >
              <img src={message.image} alt={t('picture', { who })} loading="lazy" />
            </button>
          )}
          {hasText && <p className="chat-bubble__text">{message.text}</p>}
        </div>
      )}
      {mine && (
        <span className={`chat-message__mark${message.read ? ' chat-message__mark--read' : ''}`}>
          {message.read ? t('read') : t('sent')}
        </span>
      )}
    </li>
  );
}

/**
 * A product (picture, title, price) or an order (number, status, amount) in the conversation, opening it. A product
 * taken off sale or an order no longer shown says so and opens nothing.
 */
export function ChatCard({ card }: { card: ChatCardDto }) {
  const { t } = useTranslation(['chat', 'order']);
  const lang = useLang();
  const product = card.type === 'product';
  const label = product ? t('chat:card.product') : t('chat:card.order');
  if (!card.available) {
    return (
      <div className="chat-card chat-card--gone" aria-label={label}>
        <span className="chat-card__gone">{product ? t('chat:card.productGone') : t('chat:card.orderGone')}</span>
      </div>
    );
  }
  const statusKey = cardStatusKey(card.status);
  return (
    <Link
      to={product ? `/detail/${card.id}` : `/orderInfo/${card.id}`}
      className={`chat-card chat-card--${card.type}`}
      aria-label={`${label}: ${product ? card.title : t('chat:card.orderNo', { no: card.title })}`}
    >
      {card.picture ? (
        <img className="chat-card__picture" src={card.picture} alt="" loading="lazy" />
      ) : (
        // An order has no picture of its own: its kind is drawn instead.
        <span className="chat-card__picture chat-card__picture--none" aria-hidden="true">
          {!product && <ReceiptOutline />}
        </span>
      )}
      <span className="chat-card__body">
        {product ? (
          <span className="chat-card__title">{card.title}</span>
        ) : (
          <>
            <span className="chat-card__kind">{label}</span>
            <span className="chat-card__no">{t('chat:card.orderNo', { no: card.title })}</span>
          </>
        )}
        <span className="chat-card__figures">
          {card.amount !== null && <span className="chat-card__amount">{formatMoney(card.amount, lang)}</span>}
          {!product && card.status !== null && (
            <span className="chat-card__status">{statusKey ? t(statusKey) : card.status}</span>
          )}
        </span>
      </span>
      <RightOutline className="chat-card__arrow" aria-hidden="true" />
    </Link>
  );
}
