import './chat.css';
import type { ChatConversationDto } from '@shop/contract/shop-chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLive } from '../../lib/live-state.ts';
import { useLang } from '../../lib/session.ts';
import { conversationsQueryOptions } from './api.ts';
import { chatTime } from './chat-time.ts';
import { previewOf } from './message-preview.ts';

/** Most unread messages a badge spells out; beyond it shows "99+". */
const MAX_BADGE = 99;

/**
 * /chat — the shopper's conversations with shops, the latest first: the shop's logo and name, the last message in one
 * line, when it came and how many of the shop's messages are unread. Each opens its conversation. Refreshed by the
 * event stream while it is live, polled every 15 s while it is not.
 */
export function ChatListPage() {
  const { t } = useTranslation(['chat', 'common']);
  const live = useLive();
  const query = useInfiniteQuery(conversationsQueryOptions(live));
  const conversations = query.data?.pages.flatMap((page) => page.list) ?? [];

  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (query.isPending) {
    content = <ListSkeleton />;
  } else if (query.isError && conversations.length === 0) {
    content = (
      <EmptyState kind="failed" title={t('chat:listFailed')}>
        <button type="button" className="link-button" onClick={() => void query.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (conversations.length === 0) {
    content = (
      <EmptyState kind="service" title={t('chat:emptyList')} description={t('chat:emptyListHint')}>
        <Link to="/home" className="link-button">
          {t('chat:goShopping')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <PullList onRefresh={() => query.refetch()} loadMore={loadMore} hasMore={query.hasNextPage}>
        <ul className="chat-list" aria-label={t('chat:listLabel')}>
          {conversations.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} />
          ))}
        </ul>
      </PullList>
    );
  }

  return (
    <Page titleKey="chat">
      <div className="chat-list-page">{content}</div>
    </Page>
  );
}

function ConversationRow({ conversation }: { conversation: ChatConversationDto }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const { shop, last_message: last, unread } = conversation;
  const preview = previewOf(last);
  return (
    <li>
      <Link to={`/chat/${shop.id}`} className={`chat-row${unread > 0 ? ' chat-row--unread' : ''}`}>
        <span className="chat-row__logo">
          {shop.logo ? (
            <img src={shop.logo} alt="" loading="lazy" />
          ) : (
            <span aria-hidden="true">{initial(shop.name)}</span>
          )}
          {unread > 0 && (
            <span className="chat-row__badge" aria-hidden="true">
              {unread > MAX_BADGE ? `${MAX_BADGE}+` : unread}
            </span>
          )}
        </span>
        <span className="chat-row__body">
          <span className="chat-row__top">
            <span className="chat-row__name">{shop.name}</span>
            <time className="chat-row__time" dateTime={last?.created_at ?? conversation.updated_at}>
              {chatTime(last?.created_at ?? conversation.updated_at, lang)}
            </time>
          </span>
          {/* The last message as text, never HTML. */}
          <span className="chat-row__preview">
            {last?.sender === 'shopper' && <span className="chat-row__you">{t('youPrefix')}</span>}
            {preview && ('key' in preview ? t(preview.key) : preview.text)}
          </span>
          {unread > 0 && <span className="chat-hidden-label">{t('unread', { count: unread })}</span>}
        </span>
      </Link>
    </li>
  );
}

/** The first letter of a shop without a logo, on a tinted disc. */
const initial = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

function ListSkeleton() {
  return (
    <div aria-busy="true">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="chat-row chat-row--skeleton">
          <span className="chat-row__logo skeleton" />
          <span className="chat-row__body">
            <span className="skeleton skeleton--line skeleton--short" />
            <span className="skeleton skeleton--line" />
          </span>
        </div>
      ))}
    </div>
  );
}
