import type { OrderStatus } from '@shop/contract/order-status';
import { Tag } from 'antd';
import { statusColour, statusLabel } from './order-status-labels.ts';

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={statusColour(status)}>{statusLabel(status)}</Tag>;
}
