import { PageLoading } from '@shop/desk/app-shell/page-loading.tsx';
import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import { type RouteObject, redirect } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { page } from './seller-route-handle.ts';
import { requireSession, skipWhenSignedIn } from './session-guard.ts';
import { startSignedInReads } from '@shop/desk/app-shell/route-reads.ts';
import { session } from '../lib/session.ts';
import { sellerI18n } from '../lib/i18n.ts';

/**
 * The seller center's routes (mounted under the basename router.tsx picks; tests mount them in a memory router). Each
 * page, the signed-in frame and its guards are fetched when their route is first matched, each a chunk of its own: the
 * sign-in page downloads no other page's code (docs/desk-kit.md#loading-on-use).
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'login',
        loader: skipWhenSignedIn,
        lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
        handle: page('seller:titles.login'),
      },
      {
        path: 'apply',
        loader: skipWhenSignedIn,
        lazy: () => import('../features/apply/apply-page.tsx').then((m) => ({ Component: m.ApplyPage })),
        handle: page('seller:titles.apply'),
      },
      {
        path: 'waiting',
        lazy: () => import('../features/apply/waiting-page.tsx').then((m) => ({ Component: m.WaitingPage })),
        handle: page('seller:titles.waiting'),
      },
      // Not skipped when signed in: an invited staff member may set a password on a browser where the owner is in.
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
        handle: page('seller:titles.forgotPassword'),
      },
      {
        // Who is signed in is read beside the frame's download, not after the frame has rendered.
        loader: (args) =>
          requireSession() ??
          startSignedInReads(session, args, () => import('../lib/me.ts').then((m) => m.startMeRead)),
        // The signed-in pages' strings arrive with the frame's code: no page under it renders before both.
        lazy: () =>
          sellerI18n.withSignedInStrings(import('./seller-layout.tsx')).then((m) => ({ Component: m.SellerLayout })),
        children: [
          {
            lazy: () => import('../components/shop-notice.tsx').then((m) => ({ Component: m.ShopNotice })),
            children: [
              {
                // Each page names the permission its calls need (the contract's SELLER_PERMISSION_ROLES), and
                // menu.tsx lists it with the same one.
                lazy: () => import('./seller-page-guard.tsx').then((m) => ({ Component: m.SellerPageGuard })),
                children: [
                  { index: true, loader: () => redirect('/dashboard') },
                  {
                    path: 'dashboard',
                    loader: (args) =>
                      startSignedInReads(session, args, () =>
                        import('../features/dashboard/api.ts').then((m) => m.startDashboardRead),
                      ),
                    lazy: () =>
                      import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
                    handle: page('seller:titles.dashboard', 'member'),
                  },
                  {
                    path: 'inbox',
                    lazy: () => import('../features/chat/inbox-page.tsx').then((m) => ({ Component: m.InboxPage })),
                    handle: page('seller:titles.inbox', 'orders'),
                  },
                  {
                    path: 'inbox/:conversationId',
                    lazy: () => import('../features/chat/inbox-page.tsx').then((m) => ({ Component: m.InboxPage })),
                    handle: page('seller:titles.inbox', 'orders'),
                  },
                  {
                    path: 'notifications',
                    lazy: () =>
                      import('../features/notifications/notifications-page.tsx').then((m) => ({
                        Component: m.NotificationsPage,
                      })),
                    handle: page('seller:titles.notifications', 'member'),
                  },
                  {
                    path: 'products',
                    lazy: () =>
                      import('../features/products/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
                    handle: page('seller:titles.products', 'products'),
                  },
                  {
                    path: 'products/new',
                    lazy: () =>
                      import('../features/products/product-edit-page.tsx').then((m) => ({
                        Component: m.ProductEditPage,
                      })),
                    handle: page('seller:titles.newProduct', 'products'),
                  },
                  {
                    path: 'products/:id',
                    lazy: () =>
                      import('../features/products/product-edit-page.tsx').then((m) => ({
                        Component: m.ProductEditPage,
                      })),
                    handle: page('seller:titles.product', 'products'),
                  },
                  {
                    path: 'marketing/vouchers',
                    lazy: () =>
                      import('../features/marketing/vouchers-page.tsx').then((m) => ({ Component: m.VouchersPage })),
                    handle: page('seller:titles.vouchers', 'products'),
                  },
                  {
                    path: 'marketing/deals',
                    lazy: () =>
                      import('../features/marketing/deals-page.tsx').then((m) => ({ Component: m.DealsPage })),
                    handle: page('seller:titles.deals', 'products'),
                  },
                  {
                    path: 'orders',
                    lazy: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
                    handle: page('seller:titles.orders', 'orders'),
                  },
                  {
                    path: 'orders/:id',
                    lazy: () =>
                      import('../features/orders/order-detail-page.tsx').then((m) => ({
                        Component: m.OrderDetailPage,
                      })),
                    handle: page('seller:titles.order', 'orders'),
                  },
                  {
                    path: 'refunds',
                    lazy: () =>
                      import('../features/refunds/refunds-page.tsx').then((m) => ({ Component: m.RefundsPage })),
                    handle: page('seller:titles.refunds', 'orders'),
                  },
                  {
                    path: 'refunds/:id',
                    lazy: () =>
                      import('../features/refunds/refund-detail-page.tsx').then((m) => ({
                        Component: m.RefundDetailPage,
                      })),
                    handle: page('seller:titles.refund', 'orders'),
                  },
                  {
                    path: 'reviews',
                    lazy: () =>
                      import('../features/reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
                    handle: page('seller:titles.reviews', 'orders'),
                  },
                  {
                    path: 'money',
                    lazy: () =>
                      import('../features/money/settlements-page.tsx').then((m) => ({ Component: m.SettlementsPage })),
                    handle: page('seller:titles.settlements', 'finance'),
                  },
                  {
                    path: 'money/ledger',
                    lazy: () => import('../features/money/ledger-page.tsx').then((m) => ({ Component: m.LedgerPage })),
                    handle: page('seller:titles.ledger', 'finance'),
                  },
                  {
                    path: 'money/withdrawals',
                    lazy: () =>
                      import('../features/money/withdrawals-page.tsx').then((m) => ({ Component: m.WithdrawalsPage })),
                    handle: page('seller:titles.withdrawals', 'finance'),
                  },
                  {
                    path: 'money/withdraw',
                    lazy: () =>
                      import('../features/money/withdraw-page.tsx').then((m) => ({ Component: m.WithdrawPage })),
                    handle: page('seller:titles.withdraw', 'owner'),
                  },
                  {
                    // Read by finance; adding, changing and deleting accounts is the owner's (the page hides it).
                    path: 'money/payout-accounts',
                    lazy: () =>
                      import('../features/money/payout-accounts-page.tsx').then((m) => ({
                        Component: m.PayoutAccountsPage,
                      })),
                    handle: page('seller:titles.payoutAccounts', 'finance'),
                  },
                  {
                    path: 'money/payment-code',
                    lazy: () =>
                      import('../features/money/payment-code-page.tsx').then((m) => ({ Component: m.PaymentCodePage })),
                    handle: page('seller:titles.paymentCode', 'owner'),
                  },
                  {
                    path: 'shop',
                    lazy: () =>
                      import('../features/shop/shop-settings-page.tsx').then((m) => ({
                        Component: m.ShopSettingsPage,
                      })),
                    handle: page('seller:titles.shop', 'owner'),
                  },
                  {
                    path: 'shop/shipping',
                    lazy: () =>
                      import('../features/shop/shipping-page.tsx').then((m) => ({ Component: m.ShippingPage })),
                    handle: page('seller:titles.shipping', 'orders'),
                  },
                  {
                    path: 'staff',
                    lazy: () => import('../features/staff/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
                    handle: page('seller:titles.staff', 'owner'),
                  },
                  {
                    path: 'audit-log',
                    lazy: () =>
                      import('../features/audit-log/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })),
                    handle: page('seller:titles.auditLog', 'owner'),
                  },
                  {
                    path: 'account/security',
                    lazy: () =>
                      import('../features/account/account-security-page.tsx').then((m) => ({
                        Component: m.AccountSecurityPage,
                      })),
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
