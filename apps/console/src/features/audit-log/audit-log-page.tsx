import type { AuditLogEntryDto } from '@shop/contract/console-wallet';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/date-time.ts';
import { auditLogQueryOptions } from './api.ts';
import {
  type AuditLogFilters,
  PAGE_SIZES,
  TARGET_TYPES,
  auditLogFiltersFromParams,
  compactJson,
  paramsFromAuditLogFilters,
} from './audit-log-filters.ts';

const jsonStyle = {
  margin: 0,
  padding: 8,
  fontSize: 12,
  background: 'rgba(0, 0, 0, 0.03)',
  borderRadius: 4,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

function StateDiff({ entry }: { entry: AuditLogEntryDto }) {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Typography.Text type="secondary">Before</Typography.Text>
        <pre style={jsonStyle} aria-label={`Before of entry ${entry.id}`}>
          {compactJson(entry.before)}
        </pre>
      </Col>
      <Col span={12}>
        <Typography.Text type="secondary">After</Typography.Text>
        <pre style={jsonStyle} aria-label={`After of entry ${entry.id}`}>
          {compactJson(entry.after)}
        </pre>
      </Col>
    </Row>
  );
}

const COLUMNS: TableColumnsType<AuditLogEntryDto> = [
  {
    title: 'Time',
    dataIndex: 'created_at',
    render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(at)}</span>,
  },
  { title: 'Operator', key: 'operator', render: (_, entry) => entry.operator.account },
  {
    title: 'Action',
    dataIndex: 'action',
    render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
  },
  {
    title: 'Target',
    key: 'target',
    render: (_, entry) => (entry.target_id === null ? entry.target_type : `${entry.target_type} #${entry.target_id}`),
  },
];

/** Every operator action, newest first, read-only. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditLogFiltersFromParams(params), [params]);
  const setFilters = (next: AuditLogFilters) => setParams(paramsFromAuditLogFilters(next));
  const log = useQuery(auditLogQueryOptions(filters));
  // A type from a link that this build does not list is still offered, so the filter shows what applies.
  const options = useMemo(() => {
    const known: { value: string; label: string }[] = [...TARGET_TYPES];
    const current = filters.target_type;
    return current && !known.some((o) => o.value === current) ? [...known, { value: current, label: current }] : known;
  }, [filters.target_type]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Audit log
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          aria-label="Target type"
          placeholder="All targets"
          allowClear
          style={{ width: 220 }}
          options={options}
          value={filters.target_type}
          onChange={(target_type) => setFilters({ ...filters, target_type: target_type || undefined, page: 1 })}
        />
      </Space>
      {log.error && <Alert type="error" showIcon title={log.error.message} style={{ marginBottom: 16 }} />}
      <Table<AuditLogEntryDto>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={log.data?.list}
        loading={log.isFetching}
        expandable={{
          expandedRowRender: (entry) => <StateDiff entry={entry} />,
          rowExpandable: (entry) => entry.before != null || entry.after != null,
        }}
        locale={{ emptyText: 'Nothing logged yet' }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: log.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `${total} entries`,
          onChange: (page, limit) => setFilters({ ...filters, page: limit === filters.limit ? page : 1, limit }),
        }}
      />
    </>
  );
}
