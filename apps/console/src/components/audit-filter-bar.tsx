import { Button, Input, Segmented, Space } from 'antd';
import { type AuditFilters, DEFAULT_AUDIT_FILTERS, type AuditTab, withFilter } from '../lib/audit-filters.ts';
import { AUDIT_TAB_OPTIONS } from './audit-status.tsx';

interface Props {
  filters: AuditFilters;
  onChange(next: AuditFilters): void;
}

/**
 * Status tabs and the shopper's account. The account applies on Enter or the search button, not per key, so the
 * URL and the server see whole values. Keyed by the applied value so Back and Reset refill it.
 */
export function AuditFilterBar({ filters, onChange }: Props) {
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Segmented<AuditTab>
        aria-label="Status"
        options={AUDIT_TAB_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange(withFilter(filters, { status }))}
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
      <Button onClick={() => onChange({ ...DEFAULT_AUDIT_FILTERS, limit: filters.limit })}>Reset</Button>
    </Space>
  );
}
