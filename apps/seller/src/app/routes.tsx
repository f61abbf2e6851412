import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import { type RouteObject, redirect } from 'react-router';
import { ShopNotice } from '../components/shop-notice.tsx';
import { AccountSecurityPage } from '../features/account/account-security-page.tsx';
import { ApplyPage } from '../features/apply/apply-page.tsx';
import { WaitingPage } from '../features/apply/waiting-page.tsx';
import { AuditLogPage } from '../features/audit-log/audit-log-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
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
import { StaffPage } from '../features/staff/staff-page.tsx';
import { RootRoute } from './root-route.tsx';
import { SellerLayout } from './seller-layout.tsx';
import { SellerPageGuard } from './seller-page-guard.tsx';
import { page } from './seller-route-handle.ts';
import { requireSession, skipWhenSignedIn } from './session-guard.ts';

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
      // Not skipped when signed in: an invited staff member may set a password on a browser where the owner is in.
      {
        path: 'forgot-password',
        element: <ForgotPasswordPage />,
        handle: page('seller:titles.forgotPassword'),
      },
      {
        loader: requireSession,
        element: <SellerLayout />,
        children: [
          {
            element: <ShopNotice />,
            children: [
              {
                // Each page names the permission its calls need (the contract's SELLER_PERMISSION_ROLES), and
                // menu.tsx lists it with the same one.
                element: <SellerPageGuard />,
                children: [
                  { index: true, loader: () => redirect('/dashboard') },
                  { path: 'dashboard', element: <DashboardPage />, handle: page('seller:titles.dashboard', 'member') },
                  { path: 'inbox', element: <InboxPage />, handle: page('seller:titles.inbox', 'orders') },
                  {
                    path: 'inbox/:conversationId',
                    element: <InboxPage />,
                    handle: page('seller:titles.inbox', 'orders'),
                  },
                  {
                    path: 'notifications',
                    element: <NotificationsPage />,
                    handle: page('seller:titles.notifications', 'member'),
                  },
                  { path: 'products', element: <ProductsPage />, handle: page('seller:titles.products', 'products') },
                  {
                    path: 'products/new',
                    element: <ProductEditPage />,
                    handle: page('seller:titles.newProduct', 'products'),
                  },
                  {
                    path: 'products/:id',
                    element: <ProductEditPage />,
                    handle: page('seller:titles.product', 'products'),
                  },
                  {
                    path: 'marketing/vouchers',
                    element: <VouchersPage />,
                    handle: page('seller:titles.vouchers', 'products'),
                  },
                  { path: 'marketing/deals', element: <DealsPage />, handle: page('seller:titles.deals', 'products') },
                  { path: 'orders', element: <OrdersPage />, handle: page('seller:titles.orders', 'orders') },
                  { path: 'orders/:id', element: <OrderDetailPage />, handle: page('seller:titles.order', 'orders') },
                  { path: 'refunds', element: <RefundsPage />, handle: page('seller:titles.refunds', 'orders') },
                  {
                    path: 'refunds/:id',
                    element: <RefundDetailPage />,
                    handle: page('seller:titles.refund', 'orders'),
                  },
                  { path: 'reviews', element: <ReviewsPage />, handle: page('seller:titles.reviews', 'orders') },
                  { path: 'money', element: <SettlementsPage />, handle: page('seller:titles.settlements', 'finance') },
                  { path: 'money/ledger', element: <LedgerPage />, handle: page('seller:titles.ledger', 'finance') },
                  {
                    path: 'money/withdrawals',
                    element: <WithdrawalsPage />,
                    handle: page('seller:titles.withdrawals', 'finance'),
                  },
                  {
                    path: 'money/withdraw',
                    element: <WithdrawPage />,
                    handle: page('seller:titles.withdraw', 'owner'),
                  },
                  {
                    // Read by finance; adding, changing and deleting accounts is the owner's (the page hides it).
                    path: 'money/payout-accounts',
                    element: <PayoutAccountsPage />,
                    handle: page('seller:titles.payoutAccounts', 'finance'),
                  },
                  {
                    path: 'money/payment-code',
                    element: <PaymentCodePage />,
                    handle: page('seller:titles.paymentCode', 'owner'),
                  },
                  { path: 'shop', element: <ShopSettingsPage />, handle: page('seller:titles.shop', 'owner') },
                  {
                    path: 'shop/shipping',
                    element: <ShippingPage />,
                    handle: page('seller:titles.shipping', 'orders'),
                  },
                  { path: 'staff', element: <StaffPage />, handle: page('seller:titles.staff', 'owner') },
                  { path: 'audit-log', element: <AuditLogPage />, handle: page('seller:titles.auditLog', 'owner') },
                  {
                    path: 'account/security',
                    element: <AccountSecurityPage />,
                    handle: page('seller:titles.accountSecurity', 'member'),
                  },
                  // Mistyped addresses and old bookmarks land somewhere useful instead of an empty frame.
                  { path: '*', loader: () => redirect('/dashboard') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
