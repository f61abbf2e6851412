import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { LedgerAccount } from '../../components/ledger-account.tsx';
import { shopperLedgerQueryOptions } from './api.ts';
import { recordsParams, type ShopperTabState } from './shopper-tab.ts';

/** The shopper's ledger: the balance against the sum of the entries, and each entry with the balance after it. */
export function ShopperLedger({ id, tab }: { id: number; tab: ShopperTabState }) {
  const ledger = useQuery(shopperLedgerQueryOptions(recordsParams(id, tab.filters)));
  if (ledger.error) return <Alert type="error" showIcon title={ledger.error.message} />;
  if (!ledger.data) return <Skeleton active />;
  return (
    <LedgerAccount
      view={ledger.data}
      embedded
      loading={ledger.isFetching}
      limit={tab.filters.limit}
      onPage={tab.paginate}
    />
  );
}
