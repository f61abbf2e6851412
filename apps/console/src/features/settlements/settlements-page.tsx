import {
  type SettlementReportRowDto,
  type SettlementReportView,
  type SettlementTotalsDto,
  settlementReportFilters,
  type ShopSettlementRowDto,
} from '@shop/contract/settlement';
import { useAccess } from '@shop/desk/access/access.tsx';
import { useIncomeColumns } from '@shop/desk/business/income.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ListPage } from '@shop/desk/list/list-page.tsx';
import { type ListFiltersState, useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { DownloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Segmented,
  Select,
  Space,
  Statistic,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopOptionsQueryOptions } from '../../lib/catalogue.ts';
import { DateTimeCell } from '@shop/desk/list/date-time-cell.tsx';
import { exportSettlements, settlementReportQueryOptions, shopSettlementReportQueryOptions } from './api.ts';

type Filters = ListFiltersState<typeof settlementReportFilters>;

/** What the server is asked: the filters and page, without the view (which picks the call). */
function apiParamsOf(list: Filters): URLSearchParams {
  const params = new URLSearchParams(list.apiParams);
  params.delete('view');
  return params;
}

function FilterBar({ list }: { list: Filters }) {
  const { t } = useTranslation('settlements');
  const { t: desk } = useTranslation('desk');
  const shops = useQuery(shopOptionsQueryOptions());
  const { shop_id: shopId, from, to } = list.filters;
  return (
    <Space wrap>
      <Select<number>
        aria-label={t('filters.shop')}
        placeholder={t('filters.allShops')}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 200 }}
        loading={shops.isPending}
        options={shops.data?.list.map((shop) => ({ value: shop.id, label: shop.name }))}
        value={shopId}
        onChange={(value) => list.change({ shop_id: value })}
      />
      <Space.Compact>
        <Input
          type="date"
          aria-label={t('filters.from')}
          addonBefore={t('filters.from')}
          value={from ?? ''}
          max={to}
          onChange={(event) => list.change({ from: event.target.value || undefined })}
          style={{ width: 196 }}
        />
        <Input
          type="date"
          aria-label={t('filters.to')}
          addonBefore={t('filters.to')}
          value={to ?? ''}
          min={from}
          onChange={(event) => list.change({ to: event.target.value || undefined })}
          style={{ width: 186 }}
        />
      </Space.Compact>
      <Button onClick={list.reset}>{desk('actions.reset')}</Button>
    </Space>
  );
}

/** The totals of every settled order the filters select (not only the page shown). */
function TotalsRow({ totals, loading }: { totals?: SettlementTotalsDto; loading: boolean }) {
  const { t } = useTranslation('settlements');
  const { t: business } = useTranslation('business');
  const format = useFormat();
  const money = (amount?: string) => (amount === undefined ? '–' : format.money(amount));
  const cards: { key: string; title: string; value: string; strong?: boolean }[] = [
    { key: 'orders', title: t('totals.orders'), value: totals ? format.number(totals.orders) : '–' },
    { key: 'base', title: business('income.base'), value: money(totals?.base) },
    { key: 'refunded', title: business('income.refunded'), value: money(totals?.refunded) },
    { key: 'commission', title: business('income.commission'), value: money(totals?.commission) },
    { key: 'net', title: t('totals.net'), value: money(totals?.net), strong: true },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }} role="group" aria-label={t('totals.title')}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={{ flex: '20%' }}>
          <Card size="small" styles={{ body: { padding: '12px 16px' } }} style={{ height: '100%' }}>
            <Statistic
              title={card.title}
              value={card.value}
              loading={loading}
              styles={{ content: { fontSize: 20, fontWeight: card.strong ? 600 : undefined } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function ByOrder({ list }: { list: Filters }) {
  const { t } = useTranslation('settlements');
  const access = useAccess();
  const report = useQuery(settlementReportQueryOptions(apiParamsOf(list)));
  const income = useIncomeColumns<SettlementReportRowDto>();
  const columns: TableColumnsType<SettlementReportRowDto> = [
    { title: t('columns.settled'), dataIndex: 'settled_at', render: (at: string) => <DateTimeCell iso={at} /> },
    {
      title: t('columns.order'),
      dataIndex: 'order_no',
      render: (orderNo: string, row) =>
        access.can('fulfilment') ? <Link to={`/orders/${row.order_id}`}>{orderNo}</Link> : orderNo,
    },
    {
      title: t('columns.shop'),
      key: 'shop',
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.shop.name }} style={{ maxWidth: 200 }}>
          {row.shop.name}
        </Typography.Text>
      ),
    },
    ...income,
  ];
  return (
    <>
      <TotalsRow totals={report.data?.totals} loading={report.isPending} />
      <ListPage<SettlementReportRowDto>
        paging={list}
        query={report}
        columns={columns}
        rowKey="order_id"
        emptyText={list.filtered ? t('list.emptyFiltered') : t('list.empty')}
        showTotal={(count) => t('list.orders', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
    </>
  );
}

function ByShop({ list }: { list: Filters }) {
  const { t } = useTranslation('settlements');
  const format = useFormat();
  const report = useQuery(shopSettlementReportQueryOptions(apiParamsOf(list)));
  const income = useIncomeColumns<ShopSettlementRowDto>({ rate: false });
  const columns: TableColumnsType<ShopSettlementRowDto> = [
    {
      title: t('columns.shop'),
      key: 'shop',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => list.change({ shop_id: row.shop.id, view: undefined })}
        >
          {row.shop.name}
        </Button>
      ),
    },
    { title: t('columns.orders'), dataIndex: 'orders', align: 'right', render: (n: number) => format.number(n) },
    ...income,
  ];
  return (
    <>
      <TotalsRow totals={report.data?.totals} loading={report.isPending} />
      <ListPage<ShopSettlementRowDto>
        paging={list}
        query={report}
        columns={columns}
        rowKey={(row) => row.shop.id}
        emptyText={list.filtered ? t('list.emptyFiltered') : t('list.empty')}
        showTotal={(count) => t('list.shops', { count })}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
    </>
  );
}

/**
 * /money/settlements (finance) — every settled order with its shop, its income (goods, freight, refunded, base,
 * rate, commission, net) and when it was settled, or each shop's sums; filtered by shop and settlement days (UTC),
 * with the totals of everything selected and a CSV export of it. Definitions: docs/decisions/settlements-report.md.
 */
export function SettlementsPage() {
  const { t } = useTranslation('settlements');
  const { message } = App.useApp();
  const list = useListFilters(settlementReportFilters);
  const view = list.filters.view ?? 'order';
  const download = useMutation({
    mutationFn: () => {
      const params = apiParamsOf(list);
      params.delete('page');
      params.delete('limit');
      params.set('view', view);
      return exportSettlements(params);
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <>
      <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 16 }}>
        <FilterBar list={list} />
        <Space wrap>
          <Segmented<SettlementReportView>
            aria-label={t('view.label')}
            value={view}
            options={[
              { value: 'order', label: t('view.order') },
              { value: 'shop', label: t('view.shop') },
            ]}
            // Per order is what the page opens on: it is left out of the address.
            onChange={(value) => list.change({ view: value === 'order' ? undefined : value })}
          />
          <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
            {t('export')}
          </Button>
        </Space>
      </Flex>
      {view === 'shop' ? <ByShop list={list} /> : <ByOrder list={list} />}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12 }}>
        {t('definitions')}
      </Typography.Paragraph>
    </>
  );
}
