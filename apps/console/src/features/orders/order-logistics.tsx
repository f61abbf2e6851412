import type { ConsoleOrderDetailDto } from '@shop/contract/console-orders';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { LogisticsEvents } from '@shop/desk/orders/logistics-events.tsx';
import { Card, Descriptions, Divider, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LogisticsEventForm } from './logistics-event-form.tsx';
import { ShipForm } from './ship-form.tsx';

/**
 * Shipping: the form to ship a paid order, then the carrier, tracking number and tracking events, with a form for
 * further events while the parcel is on its way (the server accepts them in status 2 only).
 */
export function OrderLogistics({ order }: { order: ConsoleOrderDetailDto }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
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
          <LogisticsEvents events={logistics.events} />
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
