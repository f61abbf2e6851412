import { PageExtra } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DASHBOARD_KEY } from './api.ts';
import { SalesOverview } from './sales-overview.tsx';
import { seriesFrom } from './sales-series.ts';
import { presetFrom, RANGE_PRESETS, type RangePreset, rangeOf } from './stats-range.ts';
import { TodayCards } from './today-cards.tsx';
import { TopSellers } from './top-sellers.tsx';

/** Refetches every figure of the page; it spins while any of them is loading. */
function RefreshButton() {
  const { t: desk } = useTranslation('desk');
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: DASHBOARD_KEY }) > 0;
  return (
    <Button onClick={() => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })} loading={fetching}>
      {desk('actions.refresh')}
    </Button>
  );
}

/**
 * The operators' start page: the sales of a chosen period (UTC days ending today) with a chart of one figure and
 * the best sellers, then today's shopper activity. The period and the charted figure are in the address.
 *
 * Each section asks for its own figures, so an answer renders its section alone: the three answers arrive apart,
 * and a page-wide render for each was most of the page's start-up time.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const preset = presetFrom(params.get('range'));
  const series = seriesFrom(params.get('series'));
  // The days are worked out once per period chosen, so a page left open past midnight keeps asking for the same days.
  const range = useMemo(() => rangeOf(preset), [preset]);

  const choose = (next: { range?: RangePreset; series?: string }) => {
    const written = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) written.set(key, value);
    setParams(written, { replace: true });
  };

  return (
    <>
      <PageExtra>
        <RefreshButton />
      </PageExtra>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space orientation="vertical" size={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('sales.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {range.from === range.to
              ? t('sales.day', { day: format.day(range.from) })
              : t('sales.range', { from: format.day(range.from), to: format.day(range.to) })}
          </Typography.Text>
        </Space>
        <Segmented<RangePreset>
          aria-label={t('sales.period')}
          options={RANGE_PRESETS.map((value) => ({ value, label: t(`ranges.${value}`) }))}
          value={preset}
          onChange={(value) => choose({ range: value })}
        />
      </Flex>
      <SalesOverview range={range} selected={series} onSelect={(key) => choose({ series: key })} />
      <div style={{ marginBottom: 16 }}>
        <TopSellers range={range} />
      </div>
      <TodayCards />
    </>
  );
}
