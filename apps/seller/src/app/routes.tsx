import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import type { DeskRouteHandle } from '@shop/desk/app-shell/route-handle.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import { type RouteObject, redirect } from 'react-router';
import { ShopNotice } from '../components/shop-notice.tsx';
import { ApplyPage } from '../features/apply/apply-page.tsx';
import { WaitingPage } from '../features/apply/waiting-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { InboxPage } from '../features/chat/inbox-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { DealsPage } from '../features/marketing/deals-page.tsx';
import { VouchersPage } from '../features/marketing/vouchers-page.tsx';
import { LedgerPage } from '../features/money/ledger-page.tsx';
import { PaymentCodePage } from '../features/money/payment-code-page.tsx';
import { PayoutAccountsPage } from '../features/money/payout-accounts-page.tsx';
import { SettlementsPage } from '../features/money/settlements-page.tsx';
import { WithdrawPage } from '../features/money/withdraw-page.tsx';
import { WithdrawalsPage } from '../features/money/withdrawals-page.tsx';
import { NotificationsPage } from '../features/notifications/notifications-page.tsx';
import { OrderDetailPage } from '../features/orders/order-detail-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { ProductEditPage } from '../features/products/product-edit-page.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';
import { RefundDetailPage } from '../features/refunds/refund-detail-page.tsx';
import { RefundsPage } from '../features/refunds/refunds-page.tsx';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { ShippingPage } from '../features/shop/shipping-page.tsx';
import { ShopSettingsPage } from '../features/shop/shop-settings-page.tsx';
import { RootRoute } from './root-route.tsx';
import { SellerLayout } from './seller-layout.tsx';
import { requireSession, skipWhenSignedIn } from './session-guard.ts';

/** A page's title; the seller center declares no permissions: being signed in opens every page. */
const page = (title: TranslationKey): DeskRouteHandle => ({ title });

/** Nothing to show while the first route's loader decides (it reads a stored token: an instant). */
function FirstLoad() {
  return null;
}

/** The seller center's routes (mounted under the basename router.tsx picks; tests mount them in a memory router). */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: FirstLoad,
    children: [
      { path: 'login', loader: skipWhenSignedIn, element: <LoginPage />, handle: page('seller:titles.login') },
      { path: 'apply', loader: skipWhenSignedIn, element: <ApplyPage />, handle: page('seller:titles.apply') },
      { path: 'waiting', element: <WaitingPage />, handle: page('seller:titles.waiting') },
      {
        loader: requireSession,
        element: <SellerLayout />,
        children: [
          {
            element: <ShopNotice />,
            children: [
              { index: true, loader: () => redirect('/dashboard') },
              { path: 'dashboard', element: <DashboardPage />, handle: page('seller:titles.dashboard') },
              { path: 'inbox', element: <InboxPage />, handle: page('seller:titles.inbox') },
              { path: 'inbox/:conversationId', element: <InboxPage />, handle: page('seller:titles.inbox') },
              { path: 'notifications', element: <NotificationsPage />, handle: page('seller:titles.notifications') },
              { path: 'products', element: <ProductsPage />, handle: page('seller:titles.products') },
              { path: 'products/new', element: <ProductEditPage />, handle: page('seller:titles.newProduct') },
              { path: 'products/:id', element: <ProductEditPage />, handle: page('seller:titles.product') },
              { path: 'marketing/vouchers', element: <VouchersPage />, handle: page('seller:titles.vouchers') },
              { path: 'marketing/deals', element: <DealsPage />, handle: page('seller:titles.deals') },
              { path: 'orders', element: <OrdersPage />, handle: page('seller:titles.orders') },
              { path: 'orders/:id', element: <OrderDetailPage />, handle: page('seller:titles.order') },
              { path: 'refunds', element: <RefundsPage />, handle: page('seller:titles.refunds') },
              { path: 'refunds/:id', element: <RefundDetailPage />, handle: page('seller:titles.refund') },
              { path: 'reviews', element: <ReviewsPage />, handle: page('seller:titles.reviews') },
              { path: 'money', element: <SettlementsPage />, handle: page('seller:titles.settlements') },
              { path: 'money/ledger', element: <LedgerPage />, handle: page('seller:titles.ledger') },
              { path: 'money/withdrawals', element: <WithdrawalsPage />, handle: page('seller:titles.withdrawals') },
              { path: 'money/withdraw', element: <WithdrawPage />, handle: page('seller:titles.withdraw') },
              {
                path: 'money/payout-accounts',
                element: <PayoutAccountsPage />,
                handle: page('seller:titles.payoutAccounts'),
              },
              { path: 'money/payment-code', element: <PaymentCodePage />, handle: page('seller:titles.paymentCode') },
              { path: 'shop', element: <ShopSettingsPage />, handle: page('seller:titles.shop') },
              { path: 'shop/shipping', element: <ShippingPage />, handle: page('seller:titles.shipping') },
              // Mistyped addresses and old bookmarks land somewhere useful instead of an empty frame.
              { path: '*', loader: () => redirect('/dashboard') },
            ],
          },
        ],
      },
    ],
  },
];
