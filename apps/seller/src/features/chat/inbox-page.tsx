import { MessageOutlined } from '@ant-design/icons';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ConversationFilters } from './api.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';
import { useScreenAtLeast } from '@shop/desk/app-shell/use-screen.ts';

/** The filters in the address (`?q=…&unread=1`), so a reload, Back and a phone's list keep them. */
function useConversationFilters(): [ConversationFilters, (filters: ConversationFilters) => void, string] {
  const [params, setParams] = useSearchParams();
  const filters = { keyword: params.get('q')?.trim() ?? '', unreadOnly: params.get('unread') === '1' };
  const change = ({ keyword, unreadOnly }: ConversationFilters) => {
    const next = new URLSearchParams();
    if (keyword) next.set('q', keyword);
    if (unreadOnly) next.set('unread', '1');
    setParams(next);
  };
  const search = params.size > 0 ? `?${params}` : '';
  return [filters, change, search];
}

/** The right pane before a conversation is chosen. */
function NoConversation() {
  const { t } = useTranslation('chat');
  const token = useThemeToken();
  return (
    <Empty
      image={<MessageOutlined style={{ fontSize: 56, color: token.colorTextQuaternary }} />}
      styles={{ image: { height: 64 } }}
      description={
        <>
          <Typography.Text strong>{t('conversation.choose')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('conversation.chooseHint')}</Typography.Text>
        </>
      }
      style={{ margin: 'auto' }}
    />
  );
}

/**
 * The inbox at /inbox and /inbox/:conversationId. At a desk (lg, where the side menu is open beside it) the list and
 * the conversation stand side by side, as in a marketplace's seller chat; on a phone or a narrow window one at a
 * time: the list, then the conversation with a way back to the list.
 */
export function InboxPage() {
  const { conversationId } = useParams();
  const id = Number(conversationId) > 0 ? Number(conversationId) : undefined;
  const [filters, setFilters, search] = useConversationFilters();
  const token = useThemeToken();
  const twoPanes = useScreenAtLeast('lg');

  const frame = {
    background: token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
  } as const;

  if (!twoPanes) {
    return id === undefined ? (
      <div style={{ ...frame, height: 'calc(100dvh - 148px)', minHeight: 420 }}>
        <ConversationList filters={filters} onFilters={setFilters} search={search} />
      </div>
    ) : (
      <div style={{ ...frame, height: 'calc(100dvh - 148px)', minHeight: 420 }}>
        <ConversationPane key={id} conversationId={id} back={{ pathname: '/inbox', search }} />
      </div>
    );
  }

  return (
    <div style={{ ...frame, display: 'flex', height: 'calc(100vh - 172px)', minHeight: 520 }}>
      <div style={{ width: 320, flex: 'none', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
        <ConversationList filters={filters} onFilters={setFilters} selected={id} search={search} />
      </div>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
        {id === undefined ? <NoConversation /> : <ConversationPane key={id} conversationId={id} />}
      </div>
    </div>
  );
}
