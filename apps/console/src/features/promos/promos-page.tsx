import type { PromoDto } from '@shop/contract/console-orders';
import { pageQuery } from '@shop/contract/validation';
import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promosQueryOptions } from './api.ts';
import { PromoFormModal } from './promo-form-modal.tsx';

/** Which promo the modal shows: none (closed), a new one, or one to edit. */
type Editing = { promo?: PromoDto } | null;

export function PromosPage() {
  const { t } = useTranslation('promos');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const list = useListFilters(pageQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const promos = useQuery(promosQueryOptions(list.filters.page, list.filters.limit));

  /** "10% (max $20.00)" or "$5.00". */
  const discountText = (promo: PromoDto): string => {
    if (promo.kind === 'fixed') return promo.amount_off ? format.money(promo.amount_off) : '—';
    const percent = `${promo.percent_off ?? '—'}%`;
    return promo.max_discount ? t('discount.capped', { percent, max: format.money(promo.max_discount) }) : percent;
  };
  const capText = (cap: number | null) => (cap === null ? t('noCap') : format.number(cap));

  const columns: TableColumnsType<PromoDto> = [
    {
      title: t('columns.code'),
      dataIndex: 'code',
      render: (code: string) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {code}
        </Typography.Text>
      ),
    },
    { title: t('columns.kind'), dataIndex: 'kind', render: (kind: PromoDto['kind']) => t(`kinds.${kind}`) },
    { title: t('columns.discount'), key: 'discount', render: (_, promo) => discountText(promo) },
    {
      title: t('columns.minSpend'),
      dataIndex: 'min_spend',
      align: 'right',
      render: (amount: string) => format.money(amount),
    },
    {
      title: t('columns.valid'),
      key: 'window',
      render: (_, promo) => (
        <div style={{ whiteSpace: 'nowrap' }}>
          <div>{t('validFrom', { time: format.dateTime(promo.starts_at) })}</div>
          <div>{t('validUntil', { time: format.dateTime(promo.ends_at) })}</div>
        </div>
      ),
    },
    {
      title: t('columns.used'),
      key: 'used',
      render: (_, promo) => `${format.number(promo.used)} / ${capText(promo.total_limit)}`,
    },
    { title: t('columns.perShopper'), dataIndex: 'per_user_limit', render: capText },
    {
      title: t('columns.active'),
      dataIndex: 'active',
      render: (active: boolean) => (active ? <Tag color="green">{t('active')}</Tag> : <Tag>{t('off')}</Tag>),
    },
    {
      title: '',
      key: 'edit',
      render: (_, promo) => (
        <Button type="link" onClick={() => setEditing({ promo })} aria-label={t('editCode', { code: promo.code })}>
          {desk('actions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageExtra>
        <Button type="primary" onClick={() => setEditing({})}>
          {t('new')}
        </Button>
      </PageExtra>
      <ListPage<PromoDto>
        paging={list}
        query={promos}
        columns={columns}
        rowKey="id"
        emptyText={t('list.empty')}
        showTotal={(count) => t('list.total', { count })}
      />
      {editing && <PromoFormModal promo={editing.promo} onClose={() => setEditing(null)} />}
    </>
  );
}
