import { Figure } from '@shop/desk/business/figure.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Flex, Row, Spin } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { statsQueryOptions } from './api.ts';
import {
  CHART_BLOCK_HEIGHT,
  chartData,
  isFlat,
  SALES_SERIES,
  type SalesSeries,
  type SeriesKey,
} from './sales-series.ts';
import type { DayRange } from './stats-range.ts';

// The chart library loads with the dashboard's chart only: no other page downloads it.
const SalesChart = lazy(() => import('./sales-chart.tsx'));

interface Props {
  range: DayRange;
  selected: SalesSeries;
  onSelect(key: SeriesKey): void;
}

/** A figure's total for the range, as a card that also picks the series the chart shows. */
function TotalCard({
  series,
  value,
  loading,
  selected,
  onSelect,
}: {
  series: SalesSeries;
  value: string | number | undefined;
  loading: boolean;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const shown =
    value === undefined ? '–' : series.kind === 'money' ? format.money(value) : format.number(Number(value));
  return (
    <Card
      hoverable
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      onClick={onSelect}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelect();
        }
      }}
      styles={{ body: { padding: '16px 20px' } }}
      style={{
        height: '100%',
        borderColor: selected ? series.colour : undefined,
        boxShadow: selected ? `inset 0 3px 0 ${series.colour}` : undefined,
      }}
    >
      <Figure title={t(`series.${series.key}`)} value={shown} loading={loading} />
    </Card>
  );
}

/** The range's totals (each card picks the chart's series) and the chosen figure day by day. */
export function SalesOverview({ range, selected, onSelect }: Props) {
  const { t } = useTranslation('dashboard');
  const stats = useQuery(statsQueryOptions(range));
  const { data } = stats;
  const chart = useMemo(() => (data ? chartData(data, selected.key) : undefined), [data, selected.key]);

  let body;
  if (stats.error) body = <Alert type="error" showIcon title={stats.error.message} />;
  else if (!chart)
    body = (
      <Flex justify="center" align="center" style={{ height: CHART_BLOCK_HEIGHT }}>
        <Spin />
      </Flex>
    );
  else if (isFlat(chart))
    body = (
      <Flex justify="center" align="center" style={{ height: CHART_BLOCK_HEIGHT }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.empty')} />
      </Flex>
    );
  else
    body = (
      <Suspense
        fallback={
          <Flex justify="center" align="center" style={{ height: CHART_BLOCK_HEIGHT }}>
            <Spin />
          </Flex>
        }
      >
        <SalesChart data={chart} series={selected} label={t(`series.${selected.key}`)} dayLabel={t('chart.day')} />
      </Suspense>
    );

  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {SALES_SERIES.map((series) => (
          <Col key={series.key} xs={12} md={8} xxl={4}>
            <TotalCard
              series={series}
              value={data?.totals[series.key]}
              loading={stats.isPending}
              selected={series.key === selected.key}
              onSelect={() => onSelect(series.key)}
            />
          </Col>
        ))}
      </Row>
      <Card title={t('chart.title', { series: t(`series.${selected.key}`) })} style={{ marginBottom: 16 }}>
        {body}
      </Card>
    </>
  );
}
