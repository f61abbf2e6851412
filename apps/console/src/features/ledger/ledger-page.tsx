import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../lib/request.ts';
import { ledgerQueryOptions } from './api.ts';
import { LedgerAccount } from './ledger-account.tsx';
import { LedgerCheckCard } from './ledger-check-card.tsx';
import { type LedgerFilters, ledgerFiltersFromParams, paramsFromLedgerFilters, withAccount } from './ledger-filters.ts';

export function LedgerPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => ledgerFiltersFromParams(params), [params]);
  const setFilters = (next: LedgerFilters) => setParams(paramsFromLedgerFilters(next));
  const ledger = useQuery({
    ...ledgerQueryOptions(filters.account ?? '', filters.page, filters.limit),
    enabled: filters.account !== undefined,
  });

  const openAccount = (account: string) => {
    setFilters(withAccount(filters, account));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Ledger
      </Typography.Title>
      <Input.Search
        key={`account:${filters.account ?? ''}`}
        aria-label="Shopper account"
        placeholder="Shopper account"
        enterButton="Show ledger"
        allowClear
        style={{ maxWidth: 420, marginBottom: 16 }}
        defaultValue={filters.account}
        onSearch={(value) => setFilters(withAccount(filters, value))}
      />
      {filters.account !== undefined && (
        <>
          {ledger.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                ledger.error instanceof RequestError && ledger.error.key === 'NOT_FOUND'
                  ? `No shopper has the account "${filters.account}".`
                  : ledger.error.message
              }
            />
          )}
          {ledger.data && !ledger.error ? (
            <LedgerAccount
              view={ledger.data}
              loading={ledger.isFetching}
              limit={filters.limit}
              onPage={(page, limit) => setFilters({ ...filters, page, limit })}
            />
          ) : (
            ledger.isPending && <Skeleton active />
          )}
        </>
      )}
      <LedgerCheckCard onOpenAccount={openAccount} />
    </>
  );
}
