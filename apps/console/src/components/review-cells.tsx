import type { consoleReviewDto } from '@shop/contract/review';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The cells of a review row: the moderation page and a shopper's page show reviews alike. */

type ConsoleReviewDto = z.infer<typeof consoleReviewDto>;

const none = <Typography.Text type="secondary">—</Typography.Text>;

export function ScoresCell({ review }: { review: ConsoleReviewDto }) {
  const { t } = useTranslation('reviews');
  const rows = [
    ['product', review.product_score],
    ['service', review.service_score],
    ['postage', review.postage_score],
  ] as const;
  return (
    <div style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
      {rows.map(([name, score]) => (
        <div key={name}>
          <Typography.Text type="secondary">{t(`scores.${name}`)}</Typography.Text> {score}/5
        </div>
      ))}
    </div>
  );
}

/** The shopper's words, always as text (never markup), line breaks kept; long ones fold, with "more" to expand. */
export function ContentCell({ content }: { content: string }) {
  return (
    <Typography.Paragraph
      data-testid="review-content"
      ellipsis={{ rows: 3, expandable: 'collapsible' }}
      style={{ width: 220, marginBottom: 0, whiteSpace: 'pre-wrap' }}
    >
      {content}
    </Typography.Paragraph>
  );
}

export function PicturesCell({ review }: { review: ConsoleReviewDto }) {
  const { t } = useTranslation('reviews');
  if (review.images.length === 0) return none;
  return (
    <Image.PreviewGroup>
      <Space size={4} wrap style={{ width: 76 }}>
        {review.images.map((url, index) => (
          <Image
            key={url}
            src={url}
            alt={t('pictureAlt', { n: index + 1, id: review.id })}
            width={36}
            height={36}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

export function VisibilityCell({ review }: { review: ConsoleReviewDto }) {
  const { t } = useTranslation('reviews');
  if (!review.hidden) return <Tag color="green">{t('visibility.visible')}</Tag>;
  return (
    <div>
      <Tag color="red">{t('visibility.hidden')}</Tag>
      {review.hidden_reason && (
        <Typography.Text
          type="secondary"
          ellipsis={{ tooltip: review.hidden_reason }}
          style={{ display: 'block', maxWidth: 140, fontSize: 12 }}
        >
          {review.hidden_reason}
        </Typography.Text>
      )}
    </div>
  );
}
