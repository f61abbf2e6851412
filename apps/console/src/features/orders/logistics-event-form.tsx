import { LogisticsEventForm as DeskLogisticsEventForm } from '@shop/desk/orders/logistics-event-form.tsx';
import { useTranslation } from 'react-i18next';
import { addLogisticsEvent } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

/** Adds a tracking step of a shipped order with this desk's call and words. */
export function LogisticsEventForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const add = useOrderUpdate(addLogisticsEvent, t('logistics.eventAdded'));
  return <DeskLogisticsEventForm orderId={orderId} add={add} words={(word) => t(`logistics.${word}`)} />;
}
