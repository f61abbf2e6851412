import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { freightQueryOptions } from './api.ts';
import { DefaultRuleCard } from './default-rule-card.tsx';
import { ShopRulesTable } from './shop-rules-table.tsx';

export function FreightPage() {
  const freight = useQuery(freightQueryOptions());
  const rules = freight.data?.list ?? [];
  const defaultRule = rules.find((rule) => rule.shop_id === null);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Freight
      </Typography.Title>
      {freight.error && <Alert type="error" showIcon title={freight.error.message} style={{ marginBottom: 16 }} />}
      {defaultRule ? <DefaultRuleCard rule={defaultRule} /> : freight.isPending && <Skeleton active />}
      <ShopRulesTable rules={rules.filter((rule) => rule.shop_id !== null)} loading={freight.isFetching} />
    </>
  );
}
