import type { Permission } from '@shop/contract/console-access';
import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import type { DeskRouteHandle } from '@shop/desk/app-shell/route-handle.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import { type RouteObject, redirect } from 'react-router';
import { AuditLogPage } from '../features/audit-log/audit-log-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ContentEditorPage } from '../features/content-editor/content-editor-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { FreightPage } from '../features/freight/freight-page.tsx';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { OrderSettingsPage } from '../features/order-settings/order-settings-page.tsx';
import { OrderDetailPage } from '../features/orders/order-detail-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { PromosPage } from '../features/promos/promos-page.tsx';
import { RechargesPage } from '../features/recharges/recharges-page.tsx';
import { RefundDetailPage } from '../features/refunds/refund-detail-page.tsx';
import { RefundsPage } from '../features/refunds/refunds-page.tsx';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { ServiceInboxPage } from '../features/service-inbox/service-inbox-page.tsx';
import { WalletSettingsPage } from '../features/wallet-settings/wallet-settings-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { RootRoute } from './root-route.tsx';
import { requireSession, skipLoginWhenSignedIn } from './session-guard.ts';

/** A page's title, and the permission the API's table asks for its calls: without it the page is refused. */
const page = (title: TranslationKey, permission?: Permission): DeskRouteHandle => ({ title, permission });

/** The console's routes (mounted at /console by router.tsx; tests mount them in a memory router). */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', loader: skipLoginWhenSignedIn, element: <LoginPage />, handle: page('auth:title') },
      {
        loader: requireSession,
        element: <ConsoleLayout />,
        children: [
          { index: true, loader: () => redirect('/dashboard') },
          {
            path: 'dashboard',
            element: <DashboardPage />,
            handle: page('console:titles.dashboard', 'dashboard'),
          },
          { path: 'orders', element: <OrdersPage />, handle: page('console:titles.orders', 'fulfilment') },
          { path: 'orders/:id', element: <OrderDetailPage />, handle: page('console:titles.order', 'fulfilment') },
          { path: 'refunds', element: <RefundsPage />, handle: page('console:titles.refunds', 'refunds_view') },
          {
            path: 'refunds/:id',
            element: <RefundDetailPage />,
            handle: page('console:titles.refund', 'refunds_view'),
          },
          { path: 'reviews', element: <ReviewsPage />, handle: page('console:titles.reviews', 'reviews') },
          { path: 'promos', element: <PromosPage />, handle: page('console:titles.promos', 'fulfilment') },
          { path: 'freight', element: <FreightPage />, handle: page('console:titles.freight', 'fulfilment') },
          { path: 'recharges', element: <RechargesPage />, handle: page('console:titles.recharges', 'finance') },
          {
            path: 'withdrawals',
            element: <WithdrawalsPage />,
            handle: page('console:titles.withdrawals', 'finance'),
          },
          { path: 'ledger', element: <LedgerPage />, handle: page('console:titles.ledger', 'finance') },
          { path: 'service', element: <ServiceInboxPage />, handle: page('console:titles.service', 'service') },
          { path: 'content', element: <ContentEditorPage />, handle: page('console:titles.content', 'content') },
          {
            path: 'settings/orders',
            element: <OrderSettingsPage />,
            handle: page('console:titles.orderSettings', 'fulfilment'),
          },
          {
            path: 'settings/wallet',
            element: <WalletSettingsPage />,
            handle: page('console:titles.walletSettings', 'finance'),
          },
          { path: 'audit-log', element: <AuditLogPage />, handle: page('console:titles.auditLog', 'audit_log') },
          // Old bookmarks and mistyped addresses land somewhere useful instead of an empty frame.
          { path: '*', loader: () => redirect('/dashboard') },
        ],
      },
    ],
  },
];
