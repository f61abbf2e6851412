import { App, Button, Input, Segmented, Space } from 'antd';
import {
  DEFAULT_REVIEW_FILTERS,
  productIdFrom,
  type ReviewFilters,
  type Visibility,
  withFilter,
} from './review-filters.ts';

const VISIBILITY_OPTIONS: { value: Visibility; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

interface Props {
  filters: ReviewFilters;
  onChange(next: ReviewFilters): void;
}

/** Visibility tabs and the product id (applied on Enter or the search button; keyed so Back and Reset refill it). */
export function ReviewFilterBar({ filters, onChange }: Props) {
  const { message } = App.useApp();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Segmented<Visibility>
        aria-label="Visibility"
        options={VISIBILITY_OPTIONS}
        value={filters.visibility}
        onChange={(visibility) => onChange(withFilter(filters, { visibility }))}
      />
      <Input.Search
        key={`product_id:${filters.product_id ?? ''}`}
        aria-label="Product id"
        placeholder="Product id"
        inputMode="numeric"
        allowClear
        style={{ width: 200 }}
        defaultValue={filters.product_id === undefined ? undefined : String(filters.product_id)}
        onSearch={(value) => {
          if (value.trim() === '') return onChange(withFilter(filters, { product_id: undefined }));
          const productId = productIdFrom(value);
          if (productId === undefined) return void message.warning('Enter a product id: a whole number');
          onChange(withFilter(filters, { product_id: productId }));
        }}
      />
      <Button onClick={() => onChange({ ...DEFAULT_REVIEW_FILTERS, limit: filters.limit })}>Reset</Button>
    </Space>
  );
}
