import type { ConsoleConversationDto } from '@shop/contract/service-chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Checkbox, Col, Empty, Row, Table, type TableColumnsType, Typography } from 'antd';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { conversationsQueryOptions } from './api.ts';
import { ThreadView } from './thread-view.tsx';

const PAGE_SIZE = 20;

/**
 * Customer service: the shoppers' conversations (most recent first, unread counts, "unread only"), and the one
 * chosen (?user=<id>) to read and answer with text and pictures.
 */
export function ServiceInboxPage() {
  const { t } = useTranslation('service');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('unread') === '1';
  const selected = Number(params.get('user')) || undefined;
  const conversations = useQuery(conversationsQueryOptions({ page, limit: PAGE_SIZE, unreadOnly }));

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  /** The last message in a line: "You: …" for an answer, "[Picture]" for a picture without text. */
  const preview = (conversation: ConsoleConversationDto): string => {
    const last = conversation.last_message;
    if (!last) return '';
    const text = last.text.trim() || (last.image ? t('picture') : '');
    return last.sender === 'operator' ? t('you', { text }) : text;
  };

  const columns: TableColumnsType<ConsoleConversationDto> = [
    {
      title: t('columns.shopper'),
      key: 'shopper',
      render: (_, conversation) => (
        <Badge count={conversation.unread} size="small" offset={[8, 0]}>
          <Typography.Text strong={conversation.unread > 0}>{conversation.user.account}</Typography.Text>
        </Badge>
      ),
    },
    {
      title: t('columns.lastMessage'),
      key: 'last',
      render: (_, conversation) => (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
          {preview(conversation)}
        </Typography.Text>
      ),
    },
    {
      title: t('columns.time'),
      dataIndex: 'updated_at',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(at)}</span>,
    },
  ];

  return (
    <>
      {conversations.error && (
        <Alert type="error" showIcon title={conversations.error.message} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card
            title={t('conversations')}
            extra={
              <Checkbox
                checked={unreadOnly}
                onChange={(event) => update({ unread: event.target.checked ? '1' : undefined, page: undefined })}
              >
                {t('unreadOnly')}
              </Checkbox>
            }
            styles={{ body: { padding: 0 } }}
          >
            <Table<ConsoleConversationDto>
              rowKey={(conversation) => conversation.user.id}
              columns={columns}
              dataSource={conversations.data?.list}
              loading={conversations.isPending}
              size="small"
              locale={{ emptyText: <Empty description={unreadOnly ? t('nothingUnread') : t('noConversations')} /> }}
              onRow={(conversation) => ({
                onClick: () => update({ user: String(conversation.user.id) }),
                style: { cursor: 'pointer', background: conversation.user.id === selected ? '#e6f4ff' : undefined },
                'aria-selected': conversation.user.id === selected,
              })}
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: conversations.data?.total ?? 0,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (next) => update({ page: String(next) }),
              }}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          {selected ? (
            <ThreadView key={selected} userId={selected} />
          ) : (
            <Card>
              <Empty description={t('choose')} />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
