import { ledgerQuery } from '@shop/contract/console-wallet';
import { useListFilters } from '@shop/desk/list/use-list-filters.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ledgerQueryOptions } from './api.ts';
import { LedgerAccount } from '../../components/ledger-account.tsx';
import { LedgerCheckCard } from './ledger-check-card.tsx';

/** One shopper's ledger (the account and page in the URL, so a link to it can be shared) and the check of all. */
export function LedgerPage() {
  const { t } = useTranslation('ledger');
  const list = useListFilters(ledgerQuery);
  const { account, page, limit } = list.filters;
  const ledger = useQuery({ ...ledgerQueryOptions(account ?? '', page, limit), enabled: account !== undefined });

  const openAccount = (next: string) => {
    list.change({ account: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <Input.Search
        key={`account:${account ?? ''}`}
        aria-label={t('search.label')}
        placeholder={t('search.label')}
        enterButton={t('search.show')}
        allowClear
        style={{ maxWidth: 420, marginBottom: 16 }}
        defaultValue={account}
        onSearch={(value) => list.change({ account: value.trim() || undefined })}
      />
      {account !== undefined && (
        <>
          {ledger.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                hasErrorKey(ledger.error, ['NOT_FOUND']) ? t('search.noSuchShopper', { account }) : ledger.error.message
              }
            />
          )}
          {ledger.data && !ledger.error ? (
            <LedgerAccount view={ledger.data} loading={ledger.isFetching} limit={limit} onPage={list.paginate} />
          ) : (
            ledger.isPending && <Skeleton active />
          )}
        </>
      )}
      <LedgerCheckCard onOpenAccount={openAccount} />
    </>
  );
}
