import type { OrderStatus } from '@shop/contract/order-status';
import { Tag } from 'antd';
import { statusColour, useOrderStatusLabel } from '../lib/order-status-labels.ts';

/** An order's status as a coloured tag (the orders pages, a shopper's orders). */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return <Tag color={statusColour(status)}>{label(status)}</Tag>;
}
