import type { OrderStatus } from '@shop/contract/order-status';
import { OrderStatusTag as DeskOrderStatusTag } from '@shop/desk/orders/order-status.tsx';
import { useOrderStatusLabel } from '../lib/order-status-labels.ts';

/** An order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return <DeskOrderStatusTag status={status} label={label} />;
}
