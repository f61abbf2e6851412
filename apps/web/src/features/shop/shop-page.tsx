import type { ProductSort } from '@shop/contract/catalogue';
import type { ShopDetailDto } from '@shop/contract/shop';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { RequestError } from '../../lib/request-error.ts';
import { useLang, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { shopDetailQueryOptions } from '../../lib/catalogue/api.ts';
import { shopVouchersQueryOptions } from '../../lib/catalogue/promotion-api.ts';
import { VoucherChips } from '../../lib/catalogue/voucher-chips.tsx';
import { useSetFollow } from '../../lib/catalogue/engagement-api.ts';
import { ProductGrid, ProductGridSkeleton } from '../../lib/catalogue/product-card.tsx';
import { ShopHeader, ShopHeaderSkeleton } from './shop-header.tsx';
import { shopIdOf, shopProductsQueryOptions } from './shop-products.ts';
import { DEFAULT_SHOP_SORT } from './shop-sort.ts';
import { ShopSortTabs } from './shop-sort-tabs.tsx';
import './shop.css';

/** /shop/:id — a seller's page: header with its figures and follow button, its public vouchers, then its products. */
export function ShopPage() {
  const { t } = useTranslation(['shop', 'common']);
  const { id } = useParams();
  const shopId = shopIdOf(id);
  if (shopId === undefined) {
    return (
      <Page titleKey="shop">
        <ShopMissing title={t('notFound')} />
      </Page>
    );
  }
  // A new shop is a new screen: sort order and follow state must not carry over from the previous one.
  return <ShopScreen key={shopId} shopId={shopId} />;
}

function ShopMissing({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState title={title}>
      {children}
      <Link to="/home" className="link-button">
        {t('goHome')}
      </Link>
    </EmptyState>
  );
}

/**
 * Follow and unfollow. The button shows the asked state while the call runs and the server's answer (with the
 * new fan count) afterwards; a shopper who is not logged in is sent to log in first, as the session guard does.
 */
function useFollowShop(shop: ShopDetailDto | undefined, lang: string) {
  const { t } = useTranslation(['shop', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => Boolean(s.token));
  const mutation = useSetFollow();
  const followed = mutation.isPending ? mutation.variables.follow : Boolean(shop?.followed);

  const toggle = () => {
    if (!shop) return;
    if (!loggedIn) {
      void toast.plain(t('common:loginFirst'));
      void navigate('/login');
      return;
    }
    mutation.mutate(
      { shop_id: shop.id, follow: !followed },
      {
        onSuccess: (result) => {
          queryClient.setQueryData(shopDetailQueryOptions(lang, shop.id).queryKey, (old) =>
            old ? { ...old, followed: result.followed, fans: result.fans } : old,
          );
          void toast.success(result.followed ? t('common:success.follow') : t('shop:unfollowed'));
        },
      },
    );
  };
  return { followed, busy: mutation.isPending, toggle };
}

function ShopScreen({ shopId }: { shopId: number }) {
  const { t } = useTranslation(['shop', 'common']);
  const lang = useLang();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<ProductSort>(DEFAULT_SHOP_SORT);
  const detail = useQuery(shopDetailQueryOptions(lang, shopId));
  const vouchers = useQuery(shopVouchersQueryOptions(lang, shopId));
  const products = useInfiniteQuery({
    ...shopProductsQueryOptions(queryClient, lang, shopId, sort),
    enabled: detail.isSuccess,
  });
  const follow = useFollowShop(detail.data, lang);
  const productList = products.data?.pages.flatMap((page) => page.list) ?? [];

  if (detail.isPending) {
    return (
      <Page titleKey="shop">
        <ShopHeaderSkeleton />
        <div className="shop-products">
          <ProductGridSkeleton />
        </div>
      </Page>
    );
  }

  if (detail.isError) {
    const { error } = detail;
    // The server's SHOP_NOT_FOUND message is already in the shopper's language; anything else may pass on retry.
    const missing = error instanceof RequestError && error.errorKey === 'SHOP_NOT_FOUND';
    return (
      <Page titleKey="shop">
        {missing ? (
          <ShopMissing title={error.message} />
        ) : (
          <ShopMissing title={t('loadFailed')}>
            <button type="button" className="shop-retry" onClick={() => void detail.refetch()}>
              {t('common:retry')}
            </button>
          </ShopMissing>
        )}
      </Page>
    );
  }

  const refresh = async () => {
    await Promise.all([detail.refetch(), vouchers.refetch()]);
    await products.refetch();
  };
  const loadMore = async () => {
    if (products.isPending) return;
    const result = await products.fetchNextPage();
    // A failed page stops the endless list until the shopper scrolls again, instead of retrying in a loop.
    if (result.isError) throw result.error;
  };

  let list: ReactNode;
  if (products.isPending) list = <ProductGridSkeleton />;
  else if (products.isError && productList.length === 0) {
    list = (
      <EmptyState title={t('productsFailed')}>
        <button type="button" className="shop-retry" onClick={() => void products.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (productList.length === 0) list = <EmptyState kind="products" title={t('noProducts')} />;
  else list = <ProductGrid products={productList} />;

  return (
    <Page titleKey="shop">
      <PullList onRefresh={refresh} loadMore={loadMore} hasMore={products.isPending || products.hasNextPage}>
        <ShopHeader
          shop={detail.data}
          followed={follow.followed}
          followBusy={follow.busy}
          onToggleFollow={follow.toggle}
        />
        {vouchers.data && vouchers.data.list.length > 0 && (
          <section className="shop-vouchers" aria-label={t('vouchers')}>
            <VoucherChips vouchers={vouchers.data.list} />
          </section>
        )}
        <ShopSortTabs sort={sort} onChange={setSort} />
        <section className="shop-products" aria-label={t('products')}>
          {list}
        </section>
      </PullList>
    </Page>
  );
}
