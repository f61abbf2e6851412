import type { SellerChatConversationDto } from '@shop/contract/shop-chat';
import { useLivePolling } from '@shop/desk/live/live-state.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Empty, Flex, Input, Segmented, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UNREAD_POLL_MS } from '../../lib/polling.ts';
import { conversationsQueryOptions, type ConversationFilters } from './api.ts';
import { messagePreview } from './message-preview.ts';
import { ShopperAvatar } from './shopper-avatar.tsx';
import { useChatTime } from './use-chat-time.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

type Show = 'all' | 'unread';

interface ConversationListProps {
  filters: ConversationFilters;
  onFilters(filters: ConversationFilters): void;
  /** The conversation open beside the list (highlighted). */
  selected?: number;
  /** The address search kept when a conversation opens, so Back returns to the same filtered list. */
  search: string;
}

/** One line of the list: the shopper, the last message, its time and the messages the shop has not read. */
function ConversationRow({
  conversation,
  selected,
  search,
}: {
  conversation: SellerChatConversationDto;
  selected: boolean;
  search: string;
}) {
  const { t } = useTranslation('chat');
  const token = useThemeToken();
  const time = useChatTime();
  const last = conversation.last_message;
  const preview = last ? messagePreview(last, (word) => t(`preview.${word}`)) : '';
  const unread = conversation.unread > 0;
  return (
    <li>
      <Link
        to={{ pathname: `/inbox/${conversation.id}`, search }}
        aria-current={selected ? 'page' : undefined}
        aria-label={
          unread
            ? t('list.rowUnread', { name: conversation.shopper.name, count: conversation.unread })
            : conversation.shopper.name
        }
        style={{
          display: 'flex',
          gap: 12,
          alignItems: 'center',
          padding: '12px 16px',
          color: 'inherit',
          background: selected ? token.colorPrimaryBg : undefined,
          borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        }}
      >
        <Badge count={conversation.unread} size="small" offset={[-4, 4]}>
          <ShopperAvatar shopper={conversation.shopper} size={40} />
        </Badge>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" align="baseline" gap={8}>
            <Typography.Text strong={unread} ellipsis style={{ minWidth: 0 }}>
              {conversation.shopper.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
              {time(conversation.updated_at)}
            </Typography.Text>
          </Flex>
          <Typography.Text
            type={unread ? undefined : 'secondary'}
            ellipsis
            style={{ display: 'block', fontSize: 13, marginTop: 2 }}
          >
            {last?.sender === 'seller' ? t('preview.you', { text: preview }) : preview}
          </Typography.Text>
        </div>
      </Link>
    </li>
  );
}

/**
 * The shop's conversations, most recent first: a search over shoppers and messages, All or Unread, and a line per
 * conversation leading to it. More load at the foot. Refreshed by the stream; polled while it is not live.
 */
export function ConversationList({ filters, onFilters, selected, search }: ConversationListProps) {
  const { t } = useTranslation('chat');
  const { t: desk } = useTranslation('desk');
  const token = useThemeToken();
  const poll = useLivePolling(UNREAD_POLL_MS);
  const conversations = useInfiniteQuery(conversationsQueryOptions(filters, poll));
  // A conversation that moved up between two pages' fetches would otherwise be listed twice.
  const rows = useMemo(() => {
    const byId = new Map<number, SellerChatConversationDto>();
    for (const page of conversations.data?.pages ?? []) for (const row of page.list) byId.set(row.id, row);
    return [...byId.values()];
  }, [conversations.data]);

  const empty = filters.keyword
    ? t('list.emptySearch', { keyword: filters.keyword })
    : filters.unreadOnly
      ? t('list.emptyUnread')
      : t('list.empty');

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <Flex vertical gap={8} style={{ padding: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          allowClear
          maxLength={50}
          onSearch={(keyword) => onFilters({ ...filters, keyword: keyword.trim() })}
        />
        <Segmented<Show>
          block
          aria-label={t('list.show')}
          value={filters.unreadOnly ? 'unread' : 'all'}
          options={[
            { value: 'all', label: t('list.all') },
            { value: 'unread', label: t('list.unread') },
          ]}
          onChange={(show) => onFilters({ ...filters, unreadOnly: show === 'unread' })}
        />
      </Flex>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {conversations.error && (
          <Alert
            type="error"
            showIcon
            title={conversations.error.message}
            style={{ margin: 12 }}
            action={
              <Button size="small" onClick={() => void conversations.refetch()}>
                {desk('actions.retry')}
              </Button>
            }
          />
        )}
        {conversations.isPending ? (
          <div style={{ padding: 16 }}>
            <Skeleton active avatar paragraph={{ rows: 1 }} />
            <Skeleton active avatar paragraph={{ rows: 1 }} />
          </div>
        ) : rows.length === 0 ? (
          !conversations.error && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} style={{ marginTop: 48 }} />
          )
        ) : (
          <nav aria-label={t('list.label')}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selected}
                  search={search}
                />
              ))}
            </ul>
          </nav>
        )}
        {conversations.hasNextPage && (
          <Flex justify="center" style={{ padding: 12 }}>
            <Button
              type="link"
              loading={conversations.isFetchingNextPage}
              onClick={() => void conversations.fetchNextPage()}
            >
              {t('list.more')}
            </Button>
          </Flex>
        )}
      </div>
    </Flex>
  );
}
