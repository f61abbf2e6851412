import type { shopAdminListQuery } from '@shop/contract/console-catalogue';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { commissionQueryOptions } from '../lib/shops.ts';
import { CommissionEditor } from './commission-editor.tsx';

/**
 * The parts of the two shop lists of the console (the shops under catalogue, the commission under finance): the
 * same filters over the same query and the same default-rate card, each page in its own words.
 */

type ActiveFilter = 'true' | 'false';

export interface ShopFilterWords {
  keyword: string;
  state: string;
  anyState: string;
  active: string;
  inactive: string;
}

/** A shop's name and whether it is active, written into the list's URL. */
export function ShopFilterBar({
  list,
  words,
}: {
  list: ListFiltersState<typeof shopAdminListQuery>;
  words: ShopFilterWords;
}) {
  const { t: desk } = useTranslation('desk');
  const { active } = list.filters;
  return (
    <Space wrap>
      <SearchFilter
        label={words.keyword}
        value={list.filters.keyword}
        onSearch={(keyword) => list.change({ keyword })}
      />
      <Select<ActiveFilter>
        aria-label={words.state}
        placeholder={words.anyState}
        allowClear
        style={{ width: 160 }}
        options={[
          { value: 'true', label: words.active },
          { value: 'false', label: words.inactive },
        ]}
        value={active === undefined ? undefined : (String(active) as ActiveFilter)}
        onChange={(value) => list.change({ active: value === undefined ? undefined : value === 'true' })}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}

/** The platform's default commission rate, edited in place: what every shop without a rate of its own pays. */
export function DefaultRateCard({ title, hint }: { title: string; hint: string }) {
  const commission = useQuery(commissionQueryOptions());
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex wrap gap={16} align="center">
        <Typography.Text strong>{title}</Typography.Text>
        {commission.error && <Alert type="error" showIcon title={commission.error.message} />}
        {commission.data ? (
          <CommissionEditor rate={commission.data.default_rate} />
        ) : (
          !commission.error && <Skeleton.Input active size="small" />
        )}
        <Typography.Text type="secondary">{hint}</Typography.Text>
      </Flex>
    </Card>
  );
}
