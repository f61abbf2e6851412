import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import { Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditQueue } from '../lib/audit-filters.ts';
import { AUDIT_TABS, useAuditStatusLabel } from './audit-status.tsx';

type Tab = (typeof AUDIT_TABS)[number] | 'all';

/** Status tabs (the auditing queue first) and the shopper's account. */
export function AuditFilterBar({ queue }: { queue: AuditQueue }) {
  const { t } = useTranslation('common');
  const { t: desk } = useTranslation('desk');
  const label = useAuditStatusLabel();
  const status = queue.filters.status;
  return (
    <Space wrap>
      <Segmented<Tab>
        aria-label={t('audit.statusFilter')}
        options={[
          ...AUDIT_TABS.map((value) => ({ value, label: label(value) })),
          { value: 'all' as const, label: desk('list.all') },
        ]}
        value={status === undefined ? 'all' : (status as Tab)}
        onChange={(tab) => queue.change({ status: tab === 'all' ? undefined : tab })}
      />
      <SearchFilter
        label={t('audit.account')}
        value={queue.filters.account}
        onSearch={(account) => queue.change({ account })}
      />
      <Button onClick={queue.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
