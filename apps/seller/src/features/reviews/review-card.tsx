import { reviewReplyBody, type SellerReviewDto } from '@shop/contract/seller';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Image, Input, Rate, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEWS_KEY, replyToReview } from './api.ts';
import { useThemeToken } from '@shop/desk/app-shell/theme-token.ts';

const MAX_REPLY = 500;

/** The shop's reply under the review, as shoppers read it. */
function Reply({ content, at }: { content: string; at: string | null }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const token = useThemeToken();
  return (
    <div style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius, padding: '8px 12px' }}>
      <Typography.Text strong>{t('reply.yours')}</Typography.Text>
      {at && (
        <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
          {format.dateTime(at)}
        </Typography.Text>
      )}
      <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{content}</div>
    </div>
  );
}

/** The reply box: one reply per review, sent once; then the card shows it. */
function ReplyForm({ review, onSent }: { review: SellerReviewDto; onSent(content: string): void }) {
  const { t } = useTranslation('reviews');
  const rules = useFormRules();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ content: string }>();
  const send = useMutation({
    mutationFn: replyToReview,
    onSuccess: (_data, body) => {
      onSent(body.content);
      void message.success(t('reply.sent'));
      void queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
    },
  });
  return (
    <Form<{ content: string }>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => send.mutate({ id: review.id, content: values.content.trim() })}
    >
      {send.error && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 8 }} />}
      <Form.Item
        name="content"
        label={t('reply.label')}
        rules={[rules.schema(reviewReplyBody.shape.content)]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea rows={2} maxLength={MAX_REPLY} showCount placeholder={t('reply.placeholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        {t('reply.submit')}
      </Button>
    </Form>
  );
}

/** One review: the product, the stars, the shopper's words and pictures, and the shop's reply or the reply box. */
export function ReviewCard({ review }: { review: SellerReviewDto }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const [sent, setSent] = useState<string>();
  const reply = review.reply ?? sent;
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex gap={12} align="center" style={{ minWidth: 0 }}>
            <img
              src={review.product_image}
              alt=""
              width={48}
              height={48}
              style={{ objectFit: 'cover', borderRadius: 4, flex: 'none', background: '#f5f5f5' }}
            />
            <div style={{ minWidth: 0 }}>
              <Link to={`/products/${review.product_id}`}>{review.product_title}</Link>
              {review.spec && (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {review.spec}
                  </Typography.Text>
                </div>
              )}
            </div>
          </Flex>
          <div style={{ textAlign: 'end' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {format.dateTime(review.created_at)}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('card.order', { orderNo: review.order_no })}
              </Typography.Text>
            </div>
          </div>
        </Flex>
        <Flex gap={16} wrap align="center">
          <Space size={6}>
            <Rate disabled value={review.product_score} style={{ fontSize: 16 }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('card.product')}
            </Typography.Text>
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('card.otherScores', { service: review.service_score, postage: review.postage_score })}
          </Typography.Text>
          {review.hidden && <Tag color="default">{t('card.hidden')}</Tag>}
        </Flex>
        <div>
          <Typography.Text strong>{review.author}</Typography.Text>
          <div style={{ whiteSpace: 'pre-wrap' }}>{review.content}</div>
        </div>
        {review.images.length > 0 && (
          <Image.PreviewGroup>
            <Space wrap>
              {review.images.map((url, index) => (
                <Image
                  key={url}
                  src={url}
                  alt={t('card.pictureAlt', { n: index + 1 })}
                  width={72}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        )}
        {reply !== undefined ? (
          <Reply content={reply} at={review.replied_at} />
        ) : (
          <ReplyForm review={review} onSent={setSent} />
        )}
      </Flex>
    </Card>
  );
}
