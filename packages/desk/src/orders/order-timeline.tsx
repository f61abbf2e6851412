import type { OrderEventDto } from '@shop/contract/order';
import type { OrderEventKind } from '@shop/contract/order-status';
import { Card, Timeline, Typography } from 'antd';
import { useActorLabel } from '../business/refund-timeline.tsx';
import { useFormat } from '../i18n/format.ts';

const EVENT_COLOURS: Partial<Record<OrderEventKind, string>> = {
  cancelled: 'gray',
  expired: 'gray',
  completed: 'green',
  refund_rejected: 'red',
  refunded: 'gray',
};

/** The keys of the timeline's words in a desk's orders namespace. */
export type OrderTimelineKey = 'timeline.title' | `timeline.events.${OrderEventKind}`;

/** Every status change of the order, oldest first, with who made it (the shopper, the shop, the platform). */
export function OrderTimelineCard({
  events,
  words,
}: {
  events: readonly OrderEventDto[];
  words(key: OrderTimelineKey): string;
}) {
  const actorLabel = useActorLabel();
  const format = useFormat();
  return (
    <Card title={words('timeline.title')}>
      <Timeline
        items={events.map((event, index) => ({
          key: index,
          color: EVENT_COLOURS[event.kind] ?? 'blue',
          content: (
            <>
              <div>
                {words(`timeline.events.${event.kind}`)}{' '}
                <Typography.Text type="secondary">{actorLabel(event.actor)}</Typography.Text>
              </div>
              <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
