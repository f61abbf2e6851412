import { ShipForm as DeskShipForm } from '@shop/desk/orders/ship-form.tsx';
import { useTranslation } from 'react-i18next';
import { shipOrder } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

/** Ships a paid order with this desk's call and words. */
export function ShipForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const ship = useOrderUpdate(shipOrder, t('ship.done'));
  return <DeskShipForm orderId={orderId} ship={ship} words={(word) => t(`ship.${word}`)} />;
}
