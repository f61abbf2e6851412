import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton } from 'antd';
import { freightQueryOptions } from './api.ts';
import { DefaultRuleCard } from './default-rule-card.tsx';
import { ShopRulesTable } from './shop-rules-table.tsx';

export function FreightPage() {
  const freight = useQuery(freightQueryOptions());
  const rules = freight.data?.list ?? [];
  const defaultRule = rules.find((rule) => rule.shop_id === null);

  return (
    <>
      {freight.error && <Alert type="error" showIcon title={freight.error.message} style={{ marginBottom: 16 }} />}
      {defaultRule ? <DefaultRuleCard rule={defaultRule} /> : freight.isPending && <Skeleton active />}
      <ShopRulesTable rules={rules.filter((rule) => rule.shop_id !== null)} loading={freight.isFetching} />
    </>
  );
}
