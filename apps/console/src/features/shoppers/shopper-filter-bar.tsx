import type { shopperListQuery } from '@shop/contract/console-shoppers';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';

type State = 'all' | 'active' | 'frozen';

const stateOf = (frozen: boolean | undefined): State => (frozen === undefined ? 'all' : frozen ? 'frozen' : 'active');

/** Part of the account, email or mobile (applied on Enter), and every shopper, the active ones or the frozen ones. */
export function ShopperFilterBar({ list }: { list: ListFiltersState<typeof shopperListQuery> }) {
  const { t } = useTranslation('shoppers');
  const { t: desk } = useTranslation('desk');
  return (
    <Space wrap>
      <Segmented<State>
        aria-label={t('filters.state')}
        options={[
          { value: 'all', label: desk('list.all') },
          { value: 'active', label: t('state.active') },
          { value: 'frozen', label: t('state.frozen') },
        ]}
        value={stateOf(list.filters.frozen)}
        onChange={(state) => list.change({ frozen: state === 'all' ? undefined : state === 'frozen' })}
      />
      <SearchFilter
        label={t('filters.keyword')}
        value={list.filters.keyword}
        width={280}
        onSearch={(keyword) => list.change({ keyword })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
