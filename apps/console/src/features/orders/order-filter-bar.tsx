import type { consoleOrderListQuery } from '@shop/contract/console-orders';
import type { OrderStatus } from '@shop/contract/order-status';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStatusOptions } from '../../lib/order-status-labels.ts';

/** Status, order number and shopper account; the text boxes apply on Enter. */
export function OrderFilterBar({ list }: { list: ListFiltersState<typeof consoleOrderListQuery> }) {
  const { t } = useTranslation('orders');
  const { t: desk } = useTranslation('desk');
  const options = useStatusOptions();
  return (
    <Space wrap>
      <Select<OrderStatus>
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        allowClear
        style={{ width: 220 }}
        options={options}
        value={list.filters.status}
        onChange={(status) => list.change({ status })}
      />
      <SearchFilter
        label={t('filters.orderNo')}
        value={list.filters.order_no}
        onSearch={(order_no) => list.change({ order_no })}
      />
      <SearchFilter
        label={t('filters.account')}
        value={list.filters.account}
        onSearch={(account) => list.change({ account })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
