import type { OrderStatus } from '@shop/contract/order-status';
import { Button, Input, Select, Space } from 'antd';
import { type OrderFilters, withFilter } from './order-filters.ts';
import { STATUS_OPTIONS } from './order-status-labels.ts';

interface Props {
  filters: OrderFilters;
  onChange(next: OrderFilters): void;
}

/**
 * Status, order number and shopper account. The text boxes apply on Enter or the search button, not per key, so
 * the URL and the server see whole values. Keyed by the applied value so Back and Reset refill them.
 */
export function OrderFilterBar({ filters, onChange }: Props) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select<OrderStatus>
        aria-label="Status"
        placeholder="All statuses"
        allowClear
        style={{ width: 220 }}
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange(withFilter(filters, { status }))}
      />
      <Input.Search
        key={`order_no:${filters.order_no ?? ''}`}
        aria-label="Order no"
        placeholder="Order no"
        allowClear
        style={{ width: 240 }}
        defaultValue={filters.order_no}
        onSearch={(value) => onChange(withFilter(filters, { order_no: value.trim() || undefined }))}
      />
      <Input.Search
        key={`account:${filters.account ?? ''}`}
        aria-label="Shopper account"
        placeholder="Shopper account"
        allowClear
        style={{ width: 240 }}
        defaultValue={filters.account}
        onSearch={(value) => onChange(withFilter(filters, { account: value.trim() || undefined }))}
      />
      <Button onClick={() => onChange({ page: 1, limit: filters.limit })}>Reset</Button>
    </Space>
  );
}
