import { type DealDto, type DealItemDto, dealListQuery } from '@shop/contract/promotion';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dealsQueryOptions, endDeal } from './api.ts';
import { DealDrawer } from './deal-drawer.tsx';
import { PromotionActions } from './promotion-actions.tsx';
import { PromotionPageFrame } from './promotion-page-frame.tsx';
import { PromotionStateTag } from './promotion-state-tag.tsx';
import { WindowCell } from './window-cell.tsx';

/** How many SKUs a row lists before "and N more", which unfolds the rest. */
const SHOWN_ITEMS = 3;

type Editing = { deal?: DealDto } | null;

/**
 * One SKU of a deal in the list, on one line so a deal of several SKUs stays short: the SKU, its deal price against
 * its price now, and what sold of the deal stock.
 */
function DealItemLine({ item }: { item: DealItemDto }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const limit =
    item.per_user_limit === null ? '' : ` · ${t('deals.limit', { limit: format.number(item.per_user_limit) })}`;
  return (
    <Flex gap={10} align="center" style={{ width: 420 }}>
      <img
        src={item.image.small}
        alt=""
        width={36}
        height={36}
        style={{ objectFit: 'cover', borderRadius: 4, flex: 'none', background: '#f5f5f5' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: item.title }} style={{ display: 'block' }}>
          {item.title}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
          {item.spec}
        </Typography.Text>
      </div>
      <div style={{ flex: 'none', textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography.Text strong type="danger">
          {format.money(item.price)}
        </Typography.Text>{' '}
        <Typography.Text delete type="secondary">
          {format.money(item.normal_price)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('deals.sold', { sold: format.number(item.sold), stock: format.number(item.deal_stock) })}
          {limit}
        </Typography.Text>
      </div>
    </Flex>
  );
}

/** A deal's SKUs: the first few, and the rest on demand, so a deal of many SKUs keeps its row short. */
function DealItemsCell({ items }: { items: DealItemDto[] }) {
  const { t } = useTranslation('marketing');
  const [all, setAll] = useState(false);
  const hidden = items.length - SHOWN_ITEMS;
  return (
    <Flex vertical gap={8} align="start">
      {(all ? items : items.slice(0, SHOWN_ITEMS)).map((item) => (
        <DealItemLine key={item.id} item={item} />
      ))}
      {hidden > 0 && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAll(!all)}>
          {all ? t('deals.fewerSkus') : t('deals.moreSkus', { count: hidden })}
        </Button>
      )}
    </Flex>
  );
}

/**
 * /marketing/deals — the shop's timed deals: chosen SKUs at a deal price for a window, the shop's own or a platform
 * campaign's. A deal is edited until it starts, and can be ended at any time after a confirmation.
 */
export function DealsPage() {
  const { t } = useTranslation('marketing');
  const list = useListFilters(dealListQuery);
  const deals = useQuery(dealsQueryOptions(list.apiParams));
  const [editing, setEditing] = useState<Editing>(null);

  const columns: TableColumnsType<DealDto> = [
    {
      title: t('deals.columns.name'),
      key: 'name',
      render: (_, deal) => (
        <div style={{ minWidth: 140 }}>
          <div>{deal.name}</div>
          {deal.campaign && <Tag color="magenta">{deal.campaign.name}</Tag>}
        </div>
      ),
    },
    {
      title: t('deals.columns.skus'),
      key: 'skus',
      render: (_, deal) => <DealItemsCell items={deal.items} />,
    },
    {
      title: t('deals.columns.window'),
      key: 'window',
      render: (_, deal) => <WindowCell starts={deal.starts_at} ends={deal.ends_at} />,
    },
    {
      title: t('deals.columns.state'),
      dataIndex: 'state',
      render: (state: DealDto['state']) => <PromotionStateTag state={state} />,
    },
    {
      title: '',
      key: 'actions',
      // Always in view when the table scrolls sideways on a phone (ListPage scrolls it there).
      fixed: 'right',
      render: (_, deal) => (
        <PromotionActions
          area="deals"
          name={deal.name}
          onEdit={deal.state === 'upcoming' ? () => setEditing({ deal }) : undefined}
          end={deal.state === 'ended' ? undefined : () => endDeal(deal.id)}
        />
      ),
    },
  ];

  return (
    <PromotionPageFrame area="deals" onCreate={() => setEditing({})}>
      <ListPage<DealDto>
        paging={list}
        query={deals}
        columns={columns}
        rowKey="id"
        emptyText={t('deals.empty')}
        showTotal={(count) => t('deals.total', { count })}
        table={{ size: 'middle' }}
      />
      {editing && <DealDrawer deal={editing.deal} onClose={() => setEditing(null)} />}
    </PromotionPageFrame>
  );
}
