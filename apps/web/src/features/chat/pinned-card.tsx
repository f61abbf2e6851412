import type { ChatCardBody } from '@shop/contract/shop-chat';
import { useQuery } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { pinnedOrderQueryOptions, pinnedProductQueryOptions } from './api.ts';
import { cardStatusKey } from './card-status.ts';

/** What the shopper came from: ?product_id= (the product page, the shop) or ?order_id= (an order). */
export type PinnedRef = ChatCardBody;

/** The product or order named by the address, or null. */
export function pinnedOf(search: URLSearchParams): PinnedRef | null {
  for (const type of ['product', 'order'] as const) {
    const id = Number(search.get(`${type}_id`));
    if (Number.isSafeInteger(id) && id > 0) return { type, id };
  }
  return null;
}

interface PinnedCardProps {
  pinned: PinnedRef;
  shopId: number;
  /** Sends the card; resolves true once sent. */
  onSend: (card: PinnedRef) => Promise<boolean>;
}

/**
 * Above the composer, the product or order the shopper came from, with a button that sends it as a card (so the shop
 * sees what the question is about). It goes once sent or closed. Shown only for this shop's product or order: any
 * other would be refused.
 */
export function PinnedCard({ pinned, shopId, onSend }: PinnedCardProps) {
  const { t } = useTranslation(['chat', 'order']);
  const lang = useLang();
  const [gone, setGone] = useState(false);
  const [sending, setSending] = useState(false);
  const product = useQuery({ ...pinnedProductQueryOptions(lang, pinned.id), enabled: pinned.type === 'product' });
  const order = useQuery({ ...pinnedOrderQueryOptions(lang, pinned.id), enabled: pinned.type === 'order' });

  let view: { picture: string | null; title: string; amount: string; status?: string } | null = null;
  if (pinned.type === 'product' && product.data && product.data.shop.id === shopId) {
    view = {
      picture: product.data.images[0]?.small ?? null,
      title: product.data.title,
      amount: product.data.price,
    };
  } else if (pinned.type === 'order' && order.data && order.data.shop.id === shopId) {
    const statusKey = cardStatusKey(String(order.data.status));
    view = {
      picture: order.data.items[0]?.image.small ?? null,
      title: t('chat:card.orderNo', { no: order.data.order_no }),
      amount: order.data.total,
      status: statusKey ? t(statusKey) : undefined,
    };
  }
  if (gone || !view) return null;

  const send = async () => {
    setSending(true);
    try {
      if (await onSend(pinned)) setGone(true);
    } finally {
      setSending(false);
    }
  };

  const label = pinned.type === 'product' ? t('chat:pinned.product') : t('chat:pinned.order');
  return (
    <section className="chat-pinned" aria-label={label}>
      {view.picture ? (
        <img className="chat-pinned__picture" src={view.picture} alt="" />
      ) : (
        <span className="chat-pinned__picture" aria-hidden="true" />
      )}
      <div className="chat-pinned__body">
        <span className="chat-pinned__title">{view.title}</span>
        <span className="chat-pinned__figures">
          <span className="chat-pinned__amount">{formatMoney(view.amount, lang)}</span>
          {view.status && <span className="chat-pinned__status">{view.status}</span>}
        </span>
      </div>
      <button type="button" className="chat-pinned__send" disabled={sending} onClick={() => void send()}>
        {pinned.type === 'product' ? t('chat:pinned.sendProduct') : t('chat:pinned.sendOrder')}
      </button>
      <button
        type="button"
        className="chat-pinned__close"
        aria-label={t('chat:pinned.close')}
        onClick={() => setGone(true)}
      >
        <CloseOutline aria-hidden="true" />
      </button>
    </section>
  );
}
