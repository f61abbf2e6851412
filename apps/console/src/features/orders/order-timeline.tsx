import type { OrderEventDto } from '@shop/contract/order';
import type { OrderEventKind } from '@shop/contract/order-status';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const EVENT_COLOURS: Partial<Record<OrderEventKind, string>> = {
  cancelled: 'gray',
  expired: 'gray',
  completed: 'green',
  refund_rejected: 'red',
  refunded: 'gray',
};

/** Every status change of the order, oldest first, with who made it. */
export function OrderTimeline({ events }: { events: readonly OrderEventDto[] }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  return (
    <Card title={t('timeline.title')}>
      <Timeline
        items={events.map((event, index) => ({
          key: index,
          color: EVENT_COLOURS[event.kind] ?? 'blue',
          content: (
            <>
              <div>
                {t(`timeline.events.${event.kind}`)}{' '}
                <Typography.Text type="secondary">
                  {common('actors.by', { actor: common(`actors.${event.actor}`) })}
                </Typography.Text>
              </div>
              <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
