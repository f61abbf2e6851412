import { createBrowserRouter, redirect } from 'react-router';
import { AuditLogPage } from '../features/audit-log/audit-log-page.tsx';
import { ContentEditorPage } from '../features/content-editor/content-editor-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { FreightPage } from '../features/freight/freight-page.tsx';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { OrderSettingsPage } from '../features/order-settings/order-settings-page.tsx';
import { OrderDetailPage } from '../features/orders/order-detail-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { PromosPage } from '../features/promos/promos-page.tsx';
import { RefundDetailPage } from '../features/refunds/refund-detail-page.tsx';
import { RefundsPage } from '../features/refunds/refunds-page.tsx';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { RechargesPage } from '../features/recharges/recharges-page.tsx';
import { ServiceInboxPage } from '../features/service-inbox/service-inbox-page.tsx';
import { WalletSettingsPage } from '../features/wallet-settings/wallet-settings-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/withdrawals-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { RootRoute, type RouteHandle } from './root-route.tsx';
import { RouteError } from './route-error.tsx';
import { requireSession, skipLoginWhenSignedIn } from './session-guard.ts';

const title = (text: string): RouteHandle => ({ title: text });

export const router = createBrowserRouter(
  [
    {
      element: <RootRoute />,
      errorElement: <RouteError />,
      children: [
        { path: 'login', loader: skipLoginWhenSignedIn, element: <LoginPage />, handle: title('Sign in') },
        {
          loader: requireSession,
          element: <ConsoleLayout />,
          children: [
            { index: true, loader: () => redirect('/dashboard') },
            { path: 'dashboard', element: <DashboardPage />, handle: title('Dashboard') },
            { path: 'orders', element: <OrdersPage />, handle: title('Orders') },
            { path: 'orders/:id', element: <OrderDetailPage />, handle: title('Order') },
            { path: 'refunds', element: <RefundsPage />, handle: title('Refunds') },
            { path: 'refunds/:id', element: <RefundDetailPage />, handle: title('Refund') },
            { path: 'reviews', element: <ReviewsPage />, handle: title('Reviews') },
            { path: 'promos', element: <PromosPage />, handle: title('Promo codes') },
            { path: 'freight', element: <FreightPage />, handle: title('Freight') },
            { path: 'recharges', element: <RechargesPage />, handle: title('Recharges') },
            { path: 'withdrawals', element: <WithdrawalsPage />, handle: title('Withdrawals') },
            { path: 'ledger', element: <LedgerPage />, handle: title('Ledger') },
            { path: 'service', element: <ServiceInboxPage />, handle: title('Customer service') },
            { path: 'content', element: <ContentEditorPage />, handle: title('Content') },
            { path: 'settings/orders', element: <OrderSettingsPage />, handle: title('Order settings') },
            { path: 'settings/wallet', element: <WalletSettingsPage />, handle: title('Wallet settings') },
            { path: 'audit-log', element: <AuditLogPage />, handle: title('Audit log') },
            // Old bookmarks and mistyped addresses land somewhere useful instead of an empty frame.
            { path: '*', loader: () => redirect('/dashboard') },
          ],
        },
      ],
    },
  ],
  { basename: '/console' },
);
