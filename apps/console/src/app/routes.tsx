import type { Permission } from '@shop/contract/console-access';
import { PageLoading } from '@shop/desk/app-shell/page-loading.tsx';
import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import type { DeskRouteHandle } from '@shop/desk/app-shell/route-handle.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import { type RouteObject, redirect } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { requireSession, skipLoginWhenSignedIn } from './session-guard.ts';
import { startSignedInReads } from '@shop/desk/app-shell/route-reads.ts';
import { session } from '../lib/session.ts';
import { consoleI18n } from '../lib/i18n.ts';

/** A page's title, and the permission the API's table asks for its calls: without it the page is refused. */
const page = (title: TranslationKey, permission?: Permission): DeskRouteHandle => ({ title, permission });

/**
 * The console's routes (mounted at /console by router.tsx; tests mount them in a memory router). Each page and the
 * signed-in frame are fetched when their route is first matched, each a chunk of its own: the sign-in page downloads
 * no other page's code (docs/desk-kit.md#loading-on-use).
 */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      {
        path: 'login',
        loader: skipLoginWhenSignedIn,
        lazy: () => import('../features/auth/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
        handle: page('auth:title'),
      },
      {
        path: 'forgot-password',
        loader: skipLoginWhenSignedIn,
        lazy: () =>
          import('../features/auth/forgot-password-page.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
        handle: page('auth:recoveryTitle'),
      },
      {
        // Who is signed in is read beside the frame's download, not after the frame has rendered.
        loader: (args) =>
          requireSession() ??
          startSignedInReads(session, args, () => import('../lib/me.ts').then((m) => m.startOperatorRead)),
        // The signed-in pages' strings arrive with the frame's code: no page under it renders before both.
        lazy: () =>
          consoleI18n.withSignedInStrings(import('./console-layout.tsx')).then((m) => ({ Component: m.ConsoleLayout })),
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          {
            path: 'dashboard',
            loader: (args) =>
              startSignedInReads(session, args, () =>
                import('../features/dashboard/api.ts').then((m) => m.startDashboardReads(new URL(args.request.url))),
              ),
            lazy: () =>
              import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
            handle: page('console:titles.dashboard', 'dashboard'),
          },
          {
            path: 'orders',
            lazy: () => import('../features/orders/orders-page.tsx').then((m) => ({ Component: m.OrdersPage })),
            handle: page('console:titles.orders', 'fulfilment'),
          },
          {
            path: 'orders/:id',
            lazy: () =>
              import('../features/orders/order-detail-page.tsx').then((m) => ({ Component: m.OrderDetailPage })),
            handle: page('console:titles.order', 'fulfilment'),
          },
          {
            path: 'refunds',
            lazy: () => import('../features/refunds/refunds-page.tsx').then((m) => ({ Component: m.RefundsPage })),
            handle: page('console:titles.refunds', 'refunds_view'),
          },
          {
            path: 'refunds/:id',
            lazy: () =>
              import('../features/refunds/refund-detail-page.tsx').then((m) => ({ Component: m.RefundDetailPage })),
            handle: page('console:titles.refund', 'refunds_view'),
          },
          {
            path: 'reviews',
            lazy: () => import('../features/reviews/reviews-page.tsx').then((m) => ({ Component: m.ReviewsPage })),
            handle: page('console:titles.reviews', 'reviews'),
          },
          {
            path: 'promos',
            lazy: () => import('../features/promos/promos-page.tsx').then((m) => ({ Component: m.PromosPage })),
            handle: page('console:titles.promos', 'fulfilment'),
          },
          {
            path: 'freight',
            lazy: () => import('../features/freight/freight-page.tsx').then((m) => ({ Component: m.FreightPage })),
            handle: page('console:titles.freight', 'fulfilment'),
          },
          {
            path: 'recharges',
            lazy: () =>
              import('../features/recharges/recharges-page.tsx').then((m) => ({ Component: m.RechargesPage })),
            handle: page('console:titles.recharges', 'finance'),
          },
          {
            path: 'withdrawals',
            lazy: () =>
              import('../features/withdrawals/withdrawals-page.tsx').then((m) => ({ Component: m.WithdrawalsPage })),
            handle: page('console:titles.withdrawals', 'finance'),
          },
          {
            path: 'ledger',
            lazy: () => import('../features/ledger/ledger-page.tsx').then((m) => ({ Component: m.LedgerPage })),
            handle: page('console:titles.ledger', 'finance'),
          },
          {
            path: 'money/settlements',
            lazy: () =>
              import('../features/settlements/settlements-page.tsx').then((m) => ({ Component: m.SettlementsPage })),
            handle: page('console:titles.settlements', 'finance'),
          },
          {
            path: 'money/commission',
            lazy: () =>
              import('../features/commission/commission-page.tsx').then((m) => ({ Component: m.CommissionPage })),
            handle: page('console:titles.commission', 'commission'),
          },
          {
            path: 'service',
            lazy: () =>
              import('../features/service-inbox/service-inbox-page.tsx').then((m) => ({
                Component: m.ServiceInboxPage,
              })),
            handle: page('console:titles.service', 'service'),
          },
          {
            path: 'service/reported',
            lazy: () =>
              import('../features/reported-chats/reported-chats-page.tsx').then((m) => ({
                Component: m.ReportedChatsPage,
              })),
            handle: page('console:titles.reportedChats', 'service'),
          },
          {
            path: 'content',
            lazy: () =>
              import('../features/content-editor/content-editor-page.tsx').then((m) => ({
                Component: m.ContentEditorPage,
              })),
            handle: page('console:titles.content', 'content'),
          },
          {
            path: 'settings/orders',
            lazy: () =>
              import('../features/order-settings/order-settings-page.tsx').then((m) => ({
                Component: m.OrderSettingsPage,
              })),
            handle: page('console:titles.orderSettings', 'fulfilment'),
          },
          {
            path: 'settings/wallet',
            lazy: () =>
              import('../features/wallet-settings/wallet-settings-page.tsx').then((m) => ({
                Component: m.WalletSettingsPage,
              })),
            handle: page('console:titles.walletSettings', 'finance'),
          },
          {
            path: 'audit-log',
            lazy: () => import('../features/audit-log/audit-log-page.tsx').then((m) => ({ Component: m.AuditLogPage })),
            handle: page('console:titles.auditLog', 'audit_log'),
          },
          {
            path: 'catalogue/products',
            lazy: () => import('../features/products/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
            handle: page('console:titles.products', 'catalogue'),
          },
          {
            path: 'catalogue/products/new',
            lazy: () =>
              import('../features/products/product-edit-page.tsx').then((m) => ({ Component: m.ProductEditPage })),
            handle: page('console:titles.newProduct', 'catalogue'),
          },
          {
            path: 'catalogue/products/:id',
            lazy: () =>
              import('../features/products/product-edit-page.tsx').then((m) => ({ Component: m.ProductEditPage })),
            handle: page('console:titles.product', 'catalogue'),
          },
          {
            path: 'catalogue/categories',
            lazy: () =>
              import('../features/categories/categories-page.tsx').then((m) => ({ Component: m.CategoriesPage })),
            handle: page('console:titles.categories', 'catalogue'),
          },
          {
            path: 'catalogue/shops',
            lazy: () => import('../features/shops/shops-page.tsx').then((m) => ({ Component: m.ShopsPage })),
            handle: page('console:titles.shops', 'catalogue'),
          },
          {
            path: 'catalogue/shops/new',
            lazy: () => import('../features/shops/shop-edit-page.tsx').then((m) => ({ Component: m.ShopEditPage })),
            handle: page('console:titles.newShop', 'catalogue'),
          },
          {
            path: 'catalogue/shops/:id',
            lazy: () => import('../features/shops/shop-edit-page.tsx').then((m) => ({ Component: m.ShopEditPage })),
            handle: page('console:titles.shop', 'catalogue'),
          },
          {
            path: 'catalogue/banners',
            lazy: () => import('../features/banners/banners-page.tsx').then((m) => ({ Component: m.BannersPage })),
            handle: page('console:titles.banners', 'catalogue'),
          },
          {
            path: 'catalogue/campaigns',
            lazy: () =>
              import('../features/campaigns/campaigns-page.tsx').then((m) => ({ Component: m.CampaignsPage })),
            handle: page('console:titles.campaigns', 'catalogue'),
          },
          {
            path: 'catalogue/hot-keywords',
            lazy: () =>
              import('../features/hot-keywords/hot-keywords-page.tsx').then((m) => ({ Component: m.HotKeywordsPage })),
            handle: page('console:titles.hotKeywords', 'catalogue'),
          },
          {
            path: 'catalogue/seller-applications',
            lazy: () =>
              import('../features/seller-applications/seller-applications-page.tsx').then((m) => ({
                Component: m.SellerApplicationsPage,
              })),
            handle: page('console:titles.sellerApplications', 'sellers'),
          },
          {
            path: 'shoppers',
            lazy: () => import('../features/shoppers/shoppers-page.tsx').then((m) => ({ Component: m.ShoppersPage })),
            handle: page('console:titles.shoppers', 'shoppers'),
          },
          {
            path: 'shoppers/:id',
            lazy: () => import('../features/shoppers/shopper-page.tsx').then((m) => ({ Component: m.ShopperPage })),
            handle: page('console:titles.shopper', 'shoppers'),
          },
          {
            path: 'operators',
            lazy: () =>
              import('../features/operators/operators-page.tsx').then((m) => ({ Component: m.OperatorsPage })),
            handle: page('console:titles.operators', 'operators'),
          },
          {
            // Reached from the operator's name in the header; the one page open while two-factor sign-in is owed.
            path: 'account/security',
            lazy: () =>
              import('../features/account/account-security-page.tsx').then((m) => ({
                Component: m.AccountSecurityPage,
              })),
            handle: page('console:titles.accountSecurity', 'self'),
          },
          // Old bookmarks and mistyped addresses land somewhere useful instead of an empty frame.
          { path: '*', loader: () => redirect('/dashboard') },
        ],
      },
    ],
  },
];
