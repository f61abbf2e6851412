import type { ConsoleConversationDto } from '@shop/contract/service-chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Card, Checkbox, Col, Empty, Row, Table, type TableColumnsType, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { conversationsQueryOptions } from './api.ts';
import { ThreadView } from './thread-view.tsx';

const PAGE_SIZE = 20;

function preview(conversation: ConsoleConversationDto): string {
  const last = conversation.last_message;
  if (!last) return '';
  const text = last.text.trim() || (last.image ? '[Picture]' : '');
  return last.sender === 'operator' ? `You: ${text}` : text;
}

/**
 * Customer service: the shoppers' conversations (most recent first, unread counts, "unread only"), and the one
 * chosen (?user=<id>) to read and answer with text and pictures.
 */
export function ServiceInboxPage() {
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

  const columns: TableColumnsType<ConsoleConversationDto> = [
    {
      title: 'Shopper',
      key: 'shopper',
      render: (_, conversation) => (
        <Badge count={conversation.unread} size="small" offset={[8, 0]}>
          <Typography.Text strong={conversation.unread > 0}>{conversation.user.account}</Typography.Text>
        </Badge>
      ),
    },
    {
      title: 'Last message',
      key: 'last',
      render: (_, conversation) => (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
          {preview(conversation)}
        </Typography.Text>
      ),
    },
    {
      title: 'Time',
      dataIndex: 'updated_at',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
    },
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Customer service
      </Typography.Title>
      {conversations.error && (
        <Alert type="error" showIcon title={conversations.error.message} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          <Card
            title="Conversations"
            extra={
              <Checkbox
                checked={unreadOnly}
                onChange={(event) => update({ unread: event.target.checked ? '1' : undefined, page: undefined })}
              >
                Unread only
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
              locale={{ emptyText: <Empty description={unreadOnly ? 'Nothing unread' : 'No conversations yet'} /> }}
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
              <Empty description="Choose a conversation" />
            </Card>
          )}
        </Col>
      </Row>
    </>
  );
}
