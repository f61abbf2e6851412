import { auditLogListQuery, type AuditLogEntryDto } from '@shop/contract/console-wallet';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Select, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditLogQueryOptions } from './api.ts';
import { AUDIT_LOG_PAGE_SIZES, compactJson, isTargetType, TARGET_TYPES } from './audit-log-values.ts';

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
  const { t } = useTranslation('audit-log');
  return (
    <Row gutter={[16, 8]}>
      <Col xs={24} md={12}>
        <Typography.Text type="secondary">{t('before')}</Typography.Text>
        <pre style={jsonStyle} aria-label={t('beforeOf', { id: entry.id })}>
          {compactJson(entry.before)}
        </pre>
      </Col>
      <Col xs={24} md={12}>
        <Typography.Text type="secondary">{t('after')}</Typography.Text>
        <pre style={jsonStyle} aria-label={t('afterOf', { id: entry.id })}>
          {compactJson(entry.after)}
        </pre>
      </Col>
    </Row>
  );
}

/** Every operator action, newest first, read-only. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  const format = useFormat();
  const list = useListFilters(auditLogListQuery, {}, { pageSizes: AUDIT_LOG_PAGE_SIZES });
  const log = useQuery(auditLogQueryOptions(list.apiParams));
  const targetLabel = (type: string) => (isTargetType(type) ? t(`target.${type}`) : type);
  const current = list.filters.target_type;
  // A type from a link that this build does not list is still offered, so the filter shows what applies.
  const options = useMemo(() => {
    const known = TARGET_TYPES.map((value) => ({ value: value as string, label: t(`targets.${value}`) }));
    return current && !isTargetType(current) ? [...known, { value: current, label: current }] : known;
  }, [current, t]);

  const columns: TableColumnsType<AuditLogEntryDto> = [
    {
      title: t('columns.time'),
      dataIndex: 'created_at',
      render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{format.dateTime(at)}</span>,
    },
    { title: t('columns.operator'), key: 'operator', render: (_, entry) => entry.operator.account },
    {
      title: t('columns.action'),
      dataIndex: 'action',
      render: (action: string) => <Typography.Text code>{action}</Typography.Text>,
    },
    {
      title: t('columns.target'),
      key: 'target',
      render: (_, entry) =>
        entry.target_id === null
          ? targetLabel(entry.target_type)
          : `${targetLabel(entry.target_type)} #${entry.target_id}`,
    },
  ];

  return (
    <ListPage<AuditLogEntryDto>
      filters={
        <Select<string>
          aria-label={t('filters.target')}
          placeholder={t('filters.allTargets')}
          allowClear
          style={{ width: 220 }}
          options={options}
          value={current}
          onChange={(target_type) => list.change({ target_type: target_type || undefined })}
        />
      }
      paging={list}
      query={log}
      columns={columns}
      rowKey="id"
      emptyText={t('list.empty')}
      showTotal={(count) => t('list.total', { count })}
      table={{
        size: 'small',
        expandable: {
          expandedRowRender: (entry) => <StateDiff entry={entry} />,
          rowExpandable: (entry) => entry.before != null || entry.after != null,
        },
      }}
    />
  );
}
