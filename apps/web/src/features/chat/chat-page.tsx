import './chat.css';
import type { ChatMessagesDto, ChatSendBody, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FlagOutline } from 'antd-mobile-icons';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { NavBar } from '../../components/nav-bar.tsx';
import { PictureViewer } from '../../components/picture-viewer.tsx';
import { useLive } from '../../lib/live-state.ts';
import { useLang } from '../../lib/session.ts';
import { fetchOlderMessages, markChatRead, newestKey, newestMessagesQueryOptions, sendChatMessage } from './api.ts';
import { ChatComposer, type ComposedMessage } from './chat-composer.tsx';
import { ChatMessage } from './chat-message.tsx';
import { mergeMessages } from './merge-messages.ts';
import { PinnedCard, type PinnedRef, pinnedOf } from './pinned-card.tsx';
import { ReportDialog } from './report-dialog.tsx';
import { useStickToBottom } from './use-stick-to-bottom.ts';

/** /chat/:shopId — the conversation with one shop. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const { shopId } = useParams();
  const id = Number(shopId);
  if (!Number.isSafeInteger(id) || id <= 0) {
    return (
      <div className="page">
        <NavBar titleKey="chat" />
        <EmptyState title={t('shopMissing')}>
          <Link to="/chat" className="link-button">
            {t('allChats')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  // Keyed by shop: another shop's conversation starts from nothing of this one.
  return <Conversation key={id} shopId={id} />;
}

/**
 * The conversation, Shopee style: the shop's name on top (opening the shop), the messages with the newest at the
 * bottom, the product or order the shopper came from ready to send, and the composer. The newest page is pushed by
 * the event stream (lib/live-stream.ts invalidates it) and polled every 3 s only while the stream is not live; older
 * pages load on request. Messages on screen are marked read. The shopper may report the conversation to the platform.
 */
function Conversation({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['chat', 'common']);
  const lang = useLang();
  const live = useLive();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const pinned = useMemo(() => pinnedOf(search), [search]);
  const newest = useQuery(newestMessagesQueryOptions(shopId, lang, live));
  const [older, setOlder] = useState<ShopChatMessageDto[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [sent, setSent] = useState<ShopChatMessageDto[]>([]);
  const [reportOpen, setReportOpen] = useState(false);
  const [viewer, setViewer] = useState({ url: '', visible: false, opens: 0 });

  const messages = useMemo(() => mergeMessages(older, sent, newest.data?.list ?? []), [older, sent, newest.data]);
  const hasMore = olderHasMore ?? newest.data?.has_more ?? false;
  const lastId = messages.at(-1)?.id;
  const shopName = newest.data?.shop.name ?? '';
  const reported = newest.data?.reported ?? false;

  // The shop's messages on screen are read: say so, so that the unread counts drop.
  const unread = newest.data?.unread ?? 0;
  useEffect(() => {
    if (unread > 0 && document.visibilityState !== 'hidden')
      void markChatRead(queryClient, shopId).catch(() => undefined);
  }, [unread, newest.dataUpdatedAt, queryClient, shopId]);

  const { scroller, list, onScroll } = useStickToBottom(lastId, messages.at(-1)?.sender === 'shopper');

  const loadOlder = async () => {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    const element = scroller.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    try {
      const page = await fetchOlderMessages(shopId, first.id);
      setOlder((before) => mergeMessages(page.list, before));
      setOlderHasMore(page.has_more);
      // Keep the message the shopper was reading where it was.
      requestAnimationFrame(() => {
        if (element) element.scrollTop = element.scrollHeight - fromBottom;
      });
    } catch {
      // The request client has shown why; the button stays for another try.
    } finally {
      setLoadingOlder(false);
    }
  };

  const send = async (body: Omit<ChatSendBody, 'shop_id'>): Promise<boolean> => {
    try {
      const message = await sendChatMessage(queryClient, { shop_id: shopId, ...body });
      setSent((before) => mergeMessages(before, [message]));
      return true;
    } catch {
      // The request client has shown the refusal; what was written stays for another try.
      return false;
    }
  };

  const markReported = () =>
    queryClient.setQueryData<ChatMessagesDto>(newestKey(shopId, lang), (data) =>
      data ? { ...data, reported: true } : data,
    );

  let body: ReactNode;
  if (newest.isPending) {
    body = <p className="chat-page__note">{t('common:pull.loading')}</p>;
  } else if (newest.isError && messages.length === 0) {
    body = (
      <EmptyState kind="failed" title={t('chat:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void newest.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (messages.length === 0) {
    body = <p className="chat-page__note chat-page__note--start">{t('chat:start', { shop: shopName })}</p>;
  }

  return (
    <div className="page chat-page">
      <NavBar
        title={shopName ? <ShopTitle shopId={shopId} name={shopName} /> : t('common:titles.chat')}
        right={
          <button
            type="button"
            className="chat-page__report"
            aria-haspopup="dialog"
            // A conversation is reported once; the bar above the messages says it was.
            disabled={reported || newest.data === undefined}
            onClick={() => setReportOpen(true)}
          >
            <FlagOutline aria-hidden="true" />
            {reported ? t('chat:report.reported') : t('chat:report.action')}
          </button>
        }
      />
      <div ref={scroller} className="chat-page__body" onScroll={onScroll}>
        {reported && <p className="chat-page__reported">{t('chat:report.already')}</p>}
        {body ?? (
          <>
            {hasMore && (
              <button
                type="button"
                className="chat-page__earlier"
                disabled={loadingOlder}
                onClick={() => void loadOlder()}
              >
                {t('chat:loadEarlier')}
              </button>
            )}
            <ol
              ref={list}
              className="chat-page__messages"
              role="log"
              aria-live="polite"
              aria-label={t('chat:conversation')}
            >
              {messages.map((message, index) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  previous={messages[index - 1]}
                  shopName={shopName}
                  onOpenPicture={(url) => setViewer((v) => ({ url, visible: true, opens: v.opens + 1 }))}
                />
              ))}
            </ol>
          </>
        )}
      </div>
      <footer className="chat-page__footer">
        {pinned && <PinnedCard pinned={pinned} shopId={shopId} onSend={(card: PinnedRef) => send({ card })} />}
        <ChatComposer onSend={(message: ComposedMessage) => send(message)} />
      </footer>
      <ReportDialog
        visible={reportOpen}
        shopId={shopId}
        shopName={shopName}
        onClose={() => setReportOpen(false)}
        onReported={markReported}
      />
      <PictureViewer
        opened={viewer.opens > 0}
        // A fresh viewer per opening: its pictures are given when it mounts.
        key={viewer.opens}
        images={[viewer.url]}
        getContainer={() => document.body}
        visible={viewer.visible}
        onClose={() => setViewer((v) => ({ ...v, visible: false }))}
      />
    </div>
  );
}

/** The shop's name in the top bar, opening the shop. */
function ShopTitle({ shopId, name }: { shopId: number; name: string }) {
  const { t } = useTranslation('chat');
  return (
    <Link to={`/shop/${shopId}`} className="chat-page__shop" aria-label={t('openShop', { shop: name })}>
      {name}
    </Link>
  );
}
