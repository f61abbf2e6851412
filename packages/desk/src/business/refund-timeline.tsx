import type { ConsoleRefundDto } from '@shop/contract/refund';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';

type RefundEvent = ConsoleRefundDto['timeline'][number];

/** A decimal amount as the API writes it ("12.50"): the note of a `refunded` event. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Who took a step, as both desks and the shopper read it: an operator's step is the platform's, a seller's is the
 * shop's, never the other way round.
 */
export function useActorLabel() {
  const { t } = useTranslation('business');
  return (actor: RefundEvent['actor']) => t('actors.by', { actor: t(`actors.${actor}`) });
}

/** A refund's timeline, oldest first: each step, who took it (shopper, shop, platform, system), its note and when. */
export function RefundTimelineCard({ refund }: { refund: Pick<ConsoleRefundDto, 'timeline'> }) {
  const { t } = useTranslation('business');
  const format = useFormat();
  const actorLabel = useActorLabel();
  const note = (event: RefundEvent) =>
    event.kind === 'refunded' && AMOUNT.test(event.note)
      ? t('refund.credited', { amount: format.money(event.note) })
      : event.note;
  return (
    <Card title={t('refund.timeline')}>
      <Timeline
        items={refund.timeline.map((event, index) => ({
          key: index,
          color: event.kind === 'rejected' ? 'red' : event.kind === 'refunded' ? 'green' : 'blue',
          content: (
            <>
              <div>
                {t(`refund.events.${event.kind}`)}{' '}
                <Typography.Text type="secondary" data-actor={event.actor}>
                  {actorLabel(event.actor)}
                </Typography.Text>
              </div>
              {event.note && <div style={{ whiteSpace: 'pre-wrap' }}>{note(event)}</div>}
              <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
