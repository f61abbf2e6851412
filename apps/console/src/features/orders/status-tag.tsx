import type { OrderStatus } from '@shop/contract/order-status';
import { Tag } from 'antd';
import { statusColour, useOrderStatusLabel } from './order-status-labels.ts';

export function StatusTag({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return <Tag color={statusColour(status)}>{label(status)}</Tag>;
}
