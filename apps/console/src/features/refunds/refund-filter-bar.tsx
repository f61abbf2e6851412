import { REFUND_STATUS, type RefundStatus } from '@shop/contract/after-sales-status';
import type { consoleRefundListQuery } from '@shop/contract/refund';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { Button, Checkbox, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRefundStatusLabel } from '../../components/refund-status-tag.tsx';

/** The tabs, the ones that wait for the operator first (pending, then goods returned). */
const TABS: readonly RefundStatus[] = [
  REFUND_STATUS.pending,
  REFUND_STATUS.returned,
  REFUND_STATUS.awaitingReturn,
  REFUND_STATUS.refunded,
  REFUND_STATUS.rejected,
];

type Tab = RefundStatus | 'all';

/** Status tabs and the order number (applied on Enter). */
export function RefundFilterBar({ list }: { list: ListFiltersState<typeof consoleRefundListQuery> }) {
  const { t } = useTranslation('refunds');
  const { t: desk } = useTranslation('desk');
  const label = useRefundStatusLabel();
  const status = list.filters.status;
  return (
    <Space wrap>
      <Segmented<Tab>
        aria-label={t('filters.status')}
        options={[
          ...TABS.map((value) => ({ value, label: label(value) })),
          { value: 'all' as const, label: desk('list.all') },
        ]}
        value={status === undefined ? 'all' : (status as RefundStatus)}
        onChange={(tab) => list.change({ status: tab === 'all' ? undefined : tab })}
      />
      <Checkbox
        checked={list.filters.queue === 'platform'}
        onChange={(event) => list.change({ queue: event.target.checked ? 'platform' : undefined })}
      >
        {t('filters.platformQueue')}
      </Checkbox>
      <SearchFilter
        label={t('filters.orderNo')}
        value={list.filters.order_no}
        onSearch={(order_no) => list.change({ order_no })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
