import '../../lib/antd-react19.ts';
import './cart.css';
import type { CartDto } from '@shop/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { NavBar } from '../../components/nav-bar.tsx';
import { PullList } from '../../components/pull-list.tsx';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { cartQueryOptions, useChangeCart } from './api.ts';
import { CartShopGroup } from './cart-shop-group.tsx';
import { selectionOf } from './cart-selection.ts';

/**
 * /bag — the cart (a bottom tab, kept alive): lines grouped by shop, selection per line, per shop and overall,
 * quantities, removal (swipe, or Edit then Delete), and the selected total with Checkout. A region that is not
 * open blocks it with the server's message.
 */
export function BagPage() {
  const loggedIn = useSession((s) => Boolean(s.token));
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const { t } = useTranslation(['cart', 'common']);
  // The same cached read as the list below: Edit only shows when there is something to edit.
  const { data } = useQuery({ ...cartQueryOptions(lang), enabled: loggedIn });
  const hasLines = loggedIn && (data?.groups.length ?? 0) > 0;
  return (
    <div className="page bag-page">
      <NavBar
        titleKey="bag"
        noBack
        right={
          hasLines && (
            <button type="button" className="bag-edit" onClick={() => setEditing((on) => !on)} aria-pressed={editing}>
              {editing ? t('cart:done') : t('common:edit')}
            </button>
          )
        }
      />
      {loggedIn ? <Cart editing={editing && hasLines} /> : <LoggedOut />}
    </div>
  );
}

function LoggedOut() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState kind="signedOut" title={t('loggedOutTitle')} description={t('loggedOutHint')}>
      <Link to="/login" className="link-button">
        {t('login')}
      </Link>
    </EmptyState>
  );
}

function Cart({ editing }: { editing: boolean }) {
  const { t } = useTranslation(['cart', 'common']);
  const lang = useLang();
  const cart = useQuery(cartQueryOptions(lang));

  if (cart.data)
    return cart.data.groups.length === 0 ? (
      <EmptyCart />
    ) : (
      <CartLines cart={cart.data} editing={editing} onRefresh={() => cart.refetch()} />
    );
  if (cart.isError) {
    const error = cart.error;
    if (error instanceof RequestError && error.errorKey === 'REGION_CLOSED') {
      return (
        <EmptyState title={t('cart:blockedTitle')} description={error.message}>
          <Link to="/service" className="link-button">
            {t('cart:contactService')}
          </Link>
        </EmptyState>
      );
    }
    return (
      <EmptyState kind="failed" title={t('cart:loadFailed')} description={error.message}>
        <button type="button" className="link-button" onClick={() => void cart.refetch()}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  }
  return (
    <div className="cart-body" aria-busy="true">
      {[0, 1].map((key) => (
        <div key={key} className="cart-shop cart-shop--skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState kind="cart" title={t('emptyTitle')} description={t('emptyHint')}>
      <Link to="/home" className="link-button">
        {t('goShopping')}
      </Link>
    </EmptyState>
  );
}

function CartLines({
  cart,
  editing,
  onRefresh,
}: {
  cart: CartDto;
  editing: boolean;
  onRefresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['cart', 'common', 'messages']);
  const lang = useLang();
  const navigate = useNavigate();
  const change = useChangeCart(lang);
  const overall = selectionOf(cart.groups.flatMap((group) => group.items));

  const remove = (ids: number[]) =>
    change.mutate(
      { kind: 'remove', body: { ids } },
      { onSuccess: () => void toast.success(t('common:success.delete')) },
    );

  const removeSelected = async () => {
    if (overall.selectedIds.length === 0) {
      void toast.plain(t('cart:nothingToDelete'));
      return;
    }
    const confirmed = await Dialog.confirm({
      content: t('cart:deleteConfirm', { count: overall.selectedIds.length }),
      confirmText: t('common:delete'),
      cancelText: t('common:cancel'),
    });
    if (confirmed) remove(overall.selectedIds);
  };

  const checkout = () => {
    if (cart.selected_count === 0) {
      void toast.plain(t('messages:errors.NOTHING_SELECTED'));
      return;
    }
    void navigate('/checkout');
  };

  return (
    <>
      <div className="cart-body">
        <PullList onRefresh={onRefresh} loadMore={async () => undefined} hasMore={false}>
          {cart.groups.map((group) => (
            <CartShopGroup
              key={group.shop.id}
              group={group}
              onSelectLines={(ids, selected) => change.mutate({ kind: 'select', body: { ids, selected } })}
              onSelectLine={(id, selected) => change.mutate({ kind: 'update', body: { id, selected } })}
              onQuantity={(id, quantity) => change.mutateAsync({ kind: 'update', body: { id, quantity } })}
              onRemove={remove}
            />
          ))}
        </PullList>
      </div>
      <div className="cart-bar" role="group" aria-label={t('cart:summary')}>
        <Checkbox
          className="cart-bar__all"
          checked={overall.all}
          indeterminate={overall.some && !overall.all}
          disabled={overall.selectableIds.length === 0}
          onChange={(selected) => change.mutate({ kind: 'select', body: { selected } })}
        >
          {t('cart:selectAll')}
        </Checkbox>
        {editing ? (
          <Button
            className="cart-bar__button"
            color="danger"
            fill="outline"
            shape="rounded"
            onClick={() => void removeSelected()}
          >
            {t('cart:deleteSelected', { count: overall.selectedIds.length })}
          </Button>
        ) : (
          <>
            <span className="cart-bar__total">
              {t('cart:total')}{' '}
              <strong className="price" data-testid="cart-total">
                {formatMoney(cart.selected_amount, lang)}
              </strong>
            </span>
            <Button className="cart-bar__button" color="primary" shape="rounded" onClick={checkout}>
              {t('cart:checkout', { count: cart.selected_count })}
            </Button>
          </>
        )}
      </div>
    </>
  );
}
