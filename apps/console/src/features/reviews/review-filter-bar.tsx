import type { consoleReviewListQuery } from '@shop/contract/review';
import { SearchFilter } from '@shop/desk/list/search-filter.tsx';
import type { ListFiltersState } from '@shop/desk/list/use-list-filters.ts';
import { App, Button, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { productIdFrom } from './product-id.ts';

/** Which reviews: every one, only those shown on the product page, or only those an operator hid. */
type Visibility = 'all' | 'visible' | 'hidden';

/** Visibility tabs and the product id (applied on Enter; a typed id that is not one is said, not sent). */
export function ReviewFilterBar({ list }: { list: ListFiltersState<typeof consoleReviewListQuery> }) {
  const { t } = useTranslation('reviews');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const { hidden, product_id } = list.filters;
  return (
    <Space wrap>
      <Segmented<Visibility>
        aria-label={t('filters.visibility')}
        options={[
          { value: 'all', label: desk('list.all') },
          { value: 'visible', label: t('visibility.visible') },
          { value: 'hidden', label: t('visibility.hidden') },
        ]}
        value={hidden === undefined ? 'all' : hidden ? 'hidden' : 'visible'}
        onChange={(visibility) => list.change({ hidden: visibility === 'all' ? undefined : visibility === 'hidden' })}
      />
      <SearchFilter
        label={t('filters.productId')}
        inputMode="numeric"
        width={200}
        value={product_id === undefined ? undefined : String(product_id)}
        onSearch={(value) => {
          if (value === undefined) return list.change({ product_id: undefined });
          const productId = productIdFrom(value);
          if (productId === undefined) return void message.warning(t('filters.productIdInvalid'));
          list.change({ product_id: productId });
        }}
      />
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}
