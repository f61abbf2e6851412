import { REFUND_STATUS } from '@shop/contract/after-sales-status';
import { Button, Input, Segmented, Space } from 'antd';
import { DEFAULT_REFUND_FILTERS, type RefundFilters, type RefundTab, withFilter } from './refund-filters.ts';
import { refundStatusLabel } from '../../lib/refund-labels.ts';

/** The tabs, the ones that wait for the operator first (pending, then goods returned). */
const TAB_OPTIONS: { value: RefundTab; label: string }[] = [
  REFUND_STATUS.pending,
  REFUND_STATUS.returned,
  REFUND_STATUS.awaitingReturn,
  REFUND_STATUS.refunded,
  REFUND_STATUS.rejected,
].map((status) => ({ value: status, label: refundStatusLabel(status) }));
TAB_OPTIONS.push({ value: 'all', label: 'All' });

interface Props {
  filters: RefundFilters;
  onChange(next: RefundFilters): void;
}

/**
 * Status tabs and the order number. The number applies on Enter or the search button, not per key, so the URL and
 * the server see whole values. Keyed by the applied value so Back and Reset refill it.
 */
export function RefundFilterBar({ filters, onChange }: Props) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Segmented<RefundTab>
        aria-label="Status"
        options={TAB_OPTIONS}
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
      <Button onClick={() => onChange({ ...DEFAULT_REFUND_FILTERS, limit: filters.limit })}>Reset</Button>
    </Space>
  );
}
