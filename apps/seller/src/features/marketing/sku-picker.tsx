import type { ProductRowDto } from '@shop/contract/console-catalogue';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Select, Skeleton, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productQueryOptions } from '../../lib/product-query.ts';
import { productSearchQueryOptions } from './api.ts';
import { type DealItemRow, dealRowsOf, skuSpec } from './deal-form-values.ts';

interface Props {
  /** The SKUs already in the deal: shown ticked, not added twice. */
  taken: readonly number[];
  /** How many more rows the deal holds. */
  room: number;
  onAdd(rows: DealItemRow[]): void;
}

/**
 * Puts SKUs on a deal: the seller searches the shop's products by title or code, picks one, ticks the SKUs it wants
 * (each with its price and stock, to choose by) and adds them as rows of the form.
 */
export function SkuPicker({ taken, room, onAdd }: Props) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const [picked, setPicked] = useState<ProductRowDto>();
  const [ticked, setTicked] = useState<number[]>([]);
  const found = useQuery(productSearchQueryOptions(keyword));
  const product = useQuery({ ...productQueryOptions(picked?.id ?? 0), enabled: picked !== undefined });

  const pick = (id: number | undefined) => {
    setPicked(found.data?.list.find((row) => row.id === id));
    setTicked([]);
  };
  const add = () => {
    if (!product.data || !picked) return;
    onAdd(dealRowsOf(product.data, ticked, { lang: format.lang, image: picked.image }));
    pick(undefined);
  };

  return (
    <Flex vertical gap={12}>
      <Select<number>
        aria-label={t('deals.form.findProduct')}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={picked?.id}
        onChange={pick}
        placeholder={t('deals.form.findPlaceholder')}
        loading={found.isFetching}
        notFoundContent={found.isFetching ? undefined : t('deals.form.noProducts')}
        options={(found.data?.list ?? []).map((row) => ({ value: row.id, label: `${row.title} · ${row.code}` }))}
        allowClear
        disabled={room === 0}
      />
      {picked && !product.data && !product.error && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {product.error && <Alert type="error" showIcon title={product.error.message} />}
      {picked && product.data && (
        <>
          <Typography.Text type="secondary">{t('deals.form.pickSkus')}</Typography.Text>
          <Checkbox.Group
            value={[...ticked, ...taken]}
            onChange={(values) => setTicked(values.filter((id) => !taken.includes(id)))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {product.data.skus.map((sku) => {
              const inDeal = taken.includes(sku.id);
              const full = !ticked.includes(sku.id) && ticked.length >= room;
              return (
                <Checkbox key={sku.id} value={sku.id} disabled={inDeal || full}>
                  {skuSpec(product.data, sku.options, format.lang) || t('deals.form.noOptions')}{' '}
                  <Typography.Text type="secondary">
                    · {format.money(sku.price)} · {t('deals.form.stock', { stock: format.number(sku.stock) })}
                    {inDeal && ` · ${t('deals.form.inDeal')}`}
                  </Typography.Text>
                </Checkbox>
              );
            })}
          </Checkbox.Group>
          <Button type="primary" ghost disabled={ticked.length === 0} onClick={add} style={{ alignSelf: 'flex-start' }}>
            {t('deals.form.addSkus', { count: ticked.length })}
          </Button>
        </>
      )}
    </Flex>
  );
}
