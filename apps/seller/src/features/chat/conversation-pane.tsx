import { ArrowLeftOutlined, SyncOutlined } from '@ant-design/icons';
import type { ChatShopperDto, ShopChatMessageDto } from '@shop/contract/shop-chat';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { pollUnlessLive, useLiveState } from '@shop/desk/live/live-state.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { OPEN_CONVERSATION_POLL_MS } from '../../lib/polling.ts';
import { chatKeys, fetchEarlierMessages, markConversationRead, messagesQueryOptions } from './api.ts';
import { Composer } from './composer.tsx';
import { mergeMessages } from './merge-messages.ts';
import { MessageBubble } from './message-bubble.tsx';
import { sameDay } from './message-preview.ts';
import { ShopperAvatar } from './shopper-avatar.tsx';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

interface ConversationPaneProps {
  conversationId: number;
  /** On a phone, where the back link leads: the list as it was left. */
  back?: To;
}

/** The conversation's messages as the log shows them, with the day written above the first message of each day. */
function MessageLog({ messages, shopper }: { messages: ShopChatMessageDto[]; shopper: ChatShopperDto }) {
  const format = useFormat();
  const token = useThemeToken();
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    const newDay = !previous || !sameDay(new Date(previous.created_at), new Date(message.created_at));
    return (
      <Fragment key={message.id}>
        {newDay && (
          <li aria-hidden style={{ textAlign: 'center' }}>
            <span
              style={{
                fontSize: 12,
                color: token.colorTextTertiary,
                background: token.colorFillTertiary,
                borderRadius: 10,
                padding: '2px 10px',
              }}
            >
              {format.date(message.created_at)}
            </span>
          </li>
        )}
        <MessageBubble message={message} shopper={shopper} />
      </Fragment>
    );
  });
}

/**
 * One conversation: who it is with, the messages oldest first (earlier ones on request), and the composer. While it
 * is open the shopper's messages are marked read; it follows the stream, and polls every few seconds when the
 * stream is not live.
 */
export function ConversationPane({ conversationId, back }: ConversationPaneProps) {
  const { t } = useTranslation('chat');
  const { t: desk } = useTranslation('desk');
  const token = useThemeToken();
  const queryClient = useQueryClient();
  const live = useLiveState();
  const thread = useQuery(messagesQueryOptions(conversationId, pollUnlessLive(live, OPEN_CONVERSATION_POLL_MS)));
  const [earlier, setEarlier] = useState<ShopChatMessageDto[]>([]);
  const [earlierHasMore, setEarlierHasMore] = useState<boolean>();
  const log = useRef<HTMLOListElement>(null);
  // Where the log was before earlier messages came in above, so the messages being read stay in place.
  const kept = useRef<number | null>(null);

  const messages = useMemo(() => mergeMessages(earlier, thread.data?.list ?? []), [earlier, thread.data]);
  const hasMore = earlierHasMore ?? thread.data?.has_more ?? false;
  const lastId = messages.at(-1)?.id;

  const unread = thread.data?.unread ?? 0;
  useEffect(() => {
    if (unread === 0) return;
    markConversationRead(conversationId)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      })
      .catch(() => undefined);
  }, [unread, conversationId, thread.dataUpdatedAt, queryClient]);

  useLayoutEffect(() => {
    const element = log.current;
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const firstId = messages[0]?.id;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || kept.current === null) return;
    element.scrollTop = element.scrollHeight - kept.current;
    kept.current = null;
  }, [firstId]);

  const loadEarlier = useMutation({
    mutationFn: () => fetchEarlierMessages(conversationId, firstId ?? 0),
    onSuccess: (page) => {
      const element = log.current;
      kept.current = element ? element.scrollHeight - element.scrollTop : null;
      setEarlier((before) => mergeMessages(page.list, before));
      setEarlierHasMore(page.has_more);
    },
  });

  const shopper = thread.data?.conversation.shopper;

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0, minWidth: 0 }}>
      <Flex
        align="center"
        gap={12}
        style={{
          padding: '10px 16px',
          minHeight: 60,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          background: token.colorBgContainer,
        }}
      >
        {back !== undefined && (
          <Link to={back} aria-label={t('conversation.back')} style={{ color: token.colorText, fontSize: 16 }}>
            <ArrowLeftOutlined />
          </Link>
        )}
        {shopper ? (
          <>
            <ShopperAvatar shopper={shopper} size={36} />
            <Typography.Title level={5} ellipsis style={{ margin: 0, flex: 1, minWidth: 0 }}>
              {shopper.name}
            </Typography.Title>
          </>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        {live === 'down' && (
          <Tag icon={<SyncOutlined spin />} color="warning" style={{ marginInlineEnd: 0 }}>
            {t('conversation.reconnecting')}
          </Tag>
        )}
      </Flex>

      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
        {thread.isPending ? (
          <div style={{ padding: 24 }}>
            <Skeleton active avatar />
            <Skeleton active avatar />
          </div>
        ) : thread.error && !thread.data ? (
          <div style={{ padding: 24 }}>
            <Alert
              type="error"
              showIcon
              title={thread.error.message}
              action={
                <Button size="small" onClick={() => void thread.refetch()}>
                  {desk('actions.retry')}
                </Button>
              }
            />
          </div>
        ) : (
          <ol
            ref={log}
            role="log"
            aria-label={t('conversation.messages', { name: shopper?.name ?? '' })}
            style={{
              flex: 1,
              minHeight: 0,
              overflowY: 'auto',
              listStyle: 'none',
              margin: 0,
              padding: 16,
              display: 'flex',
              flexDirection: 'column',
              gap: 12,
            }}
          >
            {hasMore && (
              <li style={{ textAlign: 'center' }}>
                <Button size="small" loading={loadEarlier.isPending} onClick={() => loadEarlier.mutate()}>
                  {t('conversation.earlier')}
                </Button>
              </li>
            )}
            {loadEarlier.error && (
              <li>
                <Alert type="error" showIcon title={loadEarlier.error.message} />
              </li>
            )}
            {messages.length === 0 ? (
              <li style={{ margin: 'auto' }}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('conversation.empty')} />
              </li>
            ) : (
              shopper && <MessageLog messages={messages} shopper={shopper} />
            )}
          </ol>
        )}
      </div>
      {thread.data && <Composer conversationId={conversationId} />}
    </Flex>
  );
}
