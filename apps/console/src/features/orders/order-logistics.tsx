import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import type { LogisticsEventDto } from '@shop/contract/order';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Card, Descriptions, Divider, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogisticsEventForm } from './logistics-event-form.tsx';
import { ShipForm } from './ship-form.tsx';

/** Tracking reads like the order's timeline, oldest first, whatever order the events arrive in. */
function oldestFirst(events: readonly LogisticsEventDto[]): LogisticsEventDto[] {
  return [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/**
 * Shipping: the form to ship a paid order, then the carrier, tracking number and tracking events, with a form for
 * further events while the parcel is on its way (the server accepts them in status 2 only).
 */
export function OrderLogistics({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const format = useFormat();
  const { logistics } = order;
  return (
    <Card title={t('logistics.title')}>
      {order.status === ORDER_STATUS.waitingDelivery && <ShipForm orderId={order.id} />}
      {logistics ? (
        <>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'carrier', label: common('fields.carrier'), children: logistics.carrier },
              { key: 'tracking', label: common('fields.trackingNo'), children: logistics.tracking_no },
            ]}
          />
          <Timeline
            style={{ marginTop: 16 }}
            items={oldestFirst(logistics.events).map((event, index) => ({
              key: index,
              content: (
                <>
                  <div>{event.description}</div>
                  <Typography.Text type="secondary">{format.dateTime(event.at)}</Typography.Text>
                </>
              ),
            }))}
          />
        </>
      ) : (
        order.status !== ORDER_STATUS.waitingDelivery && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('logistics.notShipped')} />
        )
      )}
      {order.status === ORDER_STATUS.delivered && (
        <>
          <Divider />
          <LogisticsEventForm orderId={order.id} />
        </>
      )}
    </Card>
  );
}
