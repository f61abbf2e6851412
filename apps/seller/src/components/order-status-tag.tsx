import type { OrderStatus } from '@shop/contract/order-status';
import { Tag } from 'antd';
import { orderStatusColour, useOrderStatusLabel } from '../lib/order-status-labels.ts';

/** An order's status as a coloured tag. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return <Tag color={orderStatusColour(status)}>{label(status)}</Tag>;
}
