import './order.css';
import { ORDER_TABS, type OrderTab } from '@shop/contract/order-status';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { useLang } from '../../lib/session.ts';
import { orderListQueryOptions } from './api.ts';
import { OrderCard } from './order-card.tsx';
import { tabLabelKey, tabOf } from './order-status-label.ts';

/** /myPurchases/:status? — the shopper's orders, one tab per status filter (docs/domain.md#the-order-state-machine), the tab in the URL. */
export function MyPurchasesPage() {
  const { t } = useTranslation(['order', 'common']);
  const { status } = useParams();
  const navigate = useNavigate();
  const tab = tabOf(status);
  return (
    <Page titleKey="myPurchases">
      <div className="order-tabs">
        <Tabs activeKey={String(tab)} onChange={(key) => void navigate(`/myPurchases/${key}`, { replace: true })}>
          {ORDER_TABS.map((value) => (
            <Tabs.Tab key={String(value)} title={t(tabLabelKey(value))} />
          ))}
        </Tabs>
      </div>
      {/* Keyed by tab: each filter has its own list and scroll state. */}
      <OrderList key={String(tab)} tab={tab} />
    </Page>
  );
}

function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation(['order', 'common']);
  const lang = useLang();
  const orders = useInfiniteQuery(orderListQueryOptions(lang, tab));
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];

  const loadMore = async () => {
    const result = await orders.fetchNextPage();
    // A failed page stops the infinite scroll until the shopper scrolls again, instead of retrying in a loop.
    if (result.isError) throw result.error;
  };

  let content: ReactNode;
  if (orders.isPending) {
    content = <OrderListSkeleton />;
  } else if (orders.isError && list.length === 0) {
    content = (
      <EmptyState kind="failed" title={t('order:loadFailed')}>
        <button type="button" className="link-button" onClick={() => void orders.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  } else if (list.length === 0) {
    content = (
      <EmptyState kind="orders" title={t('order:list.emptyTitle')} description={t('order:list.emptyHint')}>
        <Link to="/home" className="link-button">
          {t('order:goShopping')}
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <PullList onRefresh={() => orders.refetch()} loadMore={loadMore} hasMore={orders.hasNextPage}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </PullList>
    );
  }
  return <div className="order-list">{content}</div>;
}

function OrderListSkeleton() {
  return (
    <div aria-busy="true">
      {[0, 1].map((key) => (
        <div key={key} className="order-card order-card--skeleton">
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="order-card__skeleton-item">
            <div className="skeleton order-card__skeleton-image" />
            <div className="order-card__skeleton-lines">
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line skeleton--short" />
            </div>
          </div>
          <div className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
