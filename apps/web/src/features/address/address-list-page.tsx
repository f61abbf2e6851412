import '../../lib/antd-react19.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Dialog, Skeleton } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { toast } from '../../lib/toast.ts';
import { AddressCard } from './address-card.tsx';
import { addressListQueryOptions, useDeleteAddress, useSetDefaultAddress } from './api.ts';

/** The address book (/address): pull to refresh, load more, set default, edit, delete, add. */
export function AddressListPage() {
  const { t } = useTranslation(['address', 'common']);
  const navigate = useNavigate();
  const addresses = useInfiniteQuery(addressListQueryOptions());
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const items = addresses.data?.pages.flatMap((page) => page.list) ?? [];
  const busy = setDefault.isPending || remove.isPending;

  const loadMore = async () => {
    const result = await addresses.fetchNextPage();
    // A failed page stops the infinite scroll until the shopper scrolls again, instead of retrying in a loop.
    if (result.isError) throw result.error;
  };

  const confirmDelete = async (id: number) => {
    const confirmed = await Dialog.confirm({
      content: t('address:deleteConfirm'),
      confirmText: t('common:delete'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) remove.mutate(id, { onSuccess: () => void toast.success(t('common:success.delete')) });
  };

  let content: ReactNode;
  if (addresses.isPending) {
    content = [0, 1].map((key) => (
      <div key={key} className="address-card address-card--skeleton">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    ));
  } else if (addresses.isError && items.length === 0) {
    content = (
      <EmptyState kind="failed" title={t('address:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void addresses.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState kind="addresses" title={t('address:emptyTitle')} description={t('address:emptyDescription')} />
    );
  } else {
    content = (
      <PullList onRefresh={() => addresses.refetch()} loadMore={loadMore} hasMore={addresses.hasNextPage}>
        {items.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={busy}
            onSetDefault={() =>
              setDefault.mutate(address.id, { onSuccess: () => void toast.success(t('common:success.setting')) })
            }
            onEdit={() => navigate(`/addressForm/${address.id}`)}
            onDelete={() => void confirmDelete(address.id)}
          />
        ))}
      </PullList>
    );
  }

  return (
    <Page titleKey="address">
      <div className="address-list">{content}</div>
      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" onClick={() => navigate('/addressForm')}>
          <AddOutline aria-hidden="true" /> {t('address:add')}
        </Button>
      </div>
    </Page>
  );
}
