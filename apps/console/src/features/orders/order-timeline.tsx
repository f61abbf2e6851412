import type { OrderEventDto } from '@shop/contract/order';
import type { OrderEventKind } from '@shop/contract/order-status';
import { Card, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../lib/date-time.ts';

const EVENT_LABELS: Record<OrderEventKind, string> = {
  created: 'Created',
  paid: 'Paid',
  shipped: 'Shipped',
  received: 'Received',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Cancelled: not paid in time',
  refund_applied: 'Refund applied',
  refund_approved: 'Refund approved',
  refunded: 'Refunded',
  refund_rejected: 'Refund rejected',
};

const EVENT_COLOURS: Partial<Record<OrderEventKind, string>> = {
  cancelled: 'gray',
  expired: 'gray',
  completed: 'green',
  refund_rejected: 'red',
  refunded: 'gray',
};

/** Every status change of the order, oldest first, with who made it. */
export function OrderTimeline({ events }: { events: readonly OrderEventDto[] }) {
  return (
    <Card title="Timeline">
      <Timeline
        items={events.map((event, index) => ({
          key: index,
          color: EVENT_COLOURS[event.kind] ?? 'blue',
          content: (
            <>
              <div>
                {EVENT_LABELS[event.kind]} <Typography.Text type="secondary">by {event.actor}</Typography.Text>
              </div>
              <Typography.Text type="secondary">{formatDateTime(event.at)}</Typography.Text>
            </>
          ),
        }))}
      />
    </Card>
  );
}
