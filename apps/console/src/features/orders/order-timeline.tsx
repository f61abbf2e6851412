import type { OrderEventDto } from '@shop/contract/order';
import { OrderTimelineCard } from '@shop/desk/orders/order-timeline.tsx';
import { useTranslation } from 'react-i18next';

/** Desk's order timeline in the console's words. */
export function OrderTimeline({ events }: { events: readonly OrderEventDto[] }) {
  const { t } = useTranslation('orders');
  return <OrderTimelineCard events={events} words={(key) => t(key)} />;
}
