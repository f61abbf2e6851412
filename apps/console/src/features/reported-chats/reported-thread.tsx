import type { ShopChatMessageDto } from '@shop/contract/shop-chat';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Image, Space, Tag, Typography } from 'antd';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchOlderReported, reportedThreadQueryOptions } from './api.ts';

/**
 * A reported conversation, read-only: the shopper's messages on the left, the shop's on the right, with pictures
 * and product or order cards, and the shopper's reason above. Operators never write in a shop's conversation.
 */
export function ReportedThread({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('service');
  const format = useFormat();
  const thread = useQuery(reportedThreadQueryOptions(conversationId));
  const [older, setOlder] = useState<ShopChatMessageDto[]>([]);
  const [olderHasMore, setOlderHasMore] = useState<boolean | undefined>(undefined);
  const [loading, setLoading] = useState(false);

  if (thread.isPending) return <Card loading />;
  if (thread.error) return <Alert type="error" showIcon title={thread.error.message} />;
  const { conversation, list, has_more } = thread.data;
  const messages = [...older, ...list];
  const hasMore = olderHasMore ?? has_more;

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoading(true);
    try {
      const page = await fetchOlderReported(conversationId, first.id);
      setOlder((before) => [...page.list, ...before]);
      setOlderHasMore(page.has_more);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card
      title={t('reported.thread', { shop: conversation.shop.name, shopper: conversation.shopper.account })}
      extra={<Tag color="red">{t('reported.readOnly')}</Tag>}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('reported.reason', { at: format.dateTime(conversation.reported_at) })}
        description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{conversation.reason}</Typography.Text>}
      />
      {hasMore && (
        <Button type="link" loading={loading} onClick={() => void loadOlder()}>
          {t('thread.earlier')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Empty />
      ) : (
        <ol aria-label={t('thread.messages')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((message) => {
            const fromShop = message.sender === 'seller';
            return (
              <li
                key={message.id}
                style={{ display: 'flex', justifyContent: fromShop ? 'flex-end' : 'flex-start', marginBottom: 12 }}
              >
                <div
                  style={{
                    maxWidth: '75%',
                    background: fromShop ? '#e6f4ff' : '#f5f5f5',
                    borderRadius: 8,
                    padding: '8px 12px',
                  }}
                >
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {fromShop ? conversation.shop.name : t('thread.shopper')} · {format.dateTime(message.created_at)}
                  </Typography.Text>
                  <Space direction="vertical" size={4} style={{ display: 'flex', marginTop: 4 }}>
                    {message.text && (
                      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                        {message.text}
                      </Typography.Paragraph>
                    )}
                    {message.image && (
                      <Image src={message.image} width={120} alt={t('thread.pictureAlt', { id: message.id })} />
                    )}
                    {message.card && (
                      <Typography.Text code>
                        {t(`reported.card.${message.card.type}`, { title: message.card.title })}
                        {message.card.amount ? ` · ${format.money(message.card.amount)}` : ''}
                      </Typography.Text>
                    )}
                  </Space>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
