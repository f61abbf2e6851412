import type { Permission } from '@shop/contract/console-access';
import { RouteError } from '@shop/desk/app-shell/route-error.tsx';
import type { DeskRouteHandle } from '@shop/desk/app-shell/route-handle.ts';
import type { TranslationKey } from '@shop/desk/i18n/translation-key.ts';
import { type RouteObject, redirect } from 'react-router';
import { AccountSecurityPage } from '../features/account/account-security-page.tsx';
import { AuditLogPage } from '../features/audit-log/audit-log-page.tsx';
import { BannersPage } from '../features/banners/banners-page.tsx';
import { CampaignsPage } from '../features/campaigns/campaigns-page.tsx';
import { CategoriesPage } from '../features/categories/categories-page.tsx';
import { HotKeywordsPage } from '../features/hot-keywords/hot-keywords-page.tsx';
import { OperatorsPage } from '../features/operators/operators-page.tsx';
import { ProductEditPage } from '../features/products/product-edit-page.tsx';
import { ProductsPage } from '../features/products/products-page.tsx';
import { SellerApplicationsPage } from '../features/seller-applications/seller-applications-page.tsx';
import { ShopperPage } from '../features/shoppers/shopper-page.tsx';
import { ShoppersPage } from '../features/shoppers/shoppers-page.tsx';
import { ShopEditPage } from '../features/shops/shop-edit-page.tsx';
import { ShopsPage } from '../features/shops/shops-page.tsx';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { LoginPage } from '../features/auth/login-page.tsx';
import { ContentEditorPage } from '../features/content-editor/content-editor-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { FreightPage } from '../features/freight/freight-page.tsx';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { CommissionPage } from '../features/commission/commission-page.tsx';
import { SettlementsPage } from '../features/settlements/settlements-page.tsx';
import { OrderSettingsPage } from '../features/order-settings/order-settings-page.tsx';
import { OrderDetailPage } from '../features/orders/order-detail-page.tsx';
import { OrdersPage } from '../features/orders/orders-page.tsx';
import { PromosPage } from '../features/promos/promos-page.tsx';
import { RechargesPage } from '../features/recharges/recharges-page.tsx';
import { RefundDetailPage } from '../features/refunds/refund-detail-page.tsx';
import { RefundsPage } from '../features/refunds/refunds-page.tsx';
import { ReviewsPage } from '../features/reviews/reviews-page.tsx';
import { ServiceInboxPage } from '../features/service-inbox/service-inbox-page.tsx';
import { ReportedChatsPage } from '../features/reported-chats/reported-chats-page.tsx';
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
        path: 'forgot-password',
        loader: skipLoginWhenSignedIn,
        element: <ForgotPasswordPage />,
        handle: page('auth:recoveryTitle'),
      },
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
          {
            path: 'money/settlements',
            element: <SettlementsPage />,
            handle: page('console:titles.settlements', 'finance'),
          },
          {
            path: 'money/commission',
            element: <CommissionPage />,
            handle: page('console:titles.commission', 'commission'),
          },
          { path: 'service', element: <ServiceInboxPage />, handle: page('console:titles.service', 'service') },
          {
            path: 'service/reported',
            element: <ReportedChatsPage />,
            handle: page('console:titles.reportedChats', 'service'),
          },
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
          {
            path: 'catalogue/products',
            element: <ProductsPage />,
            handle: page('console:titles.products', 'catalogue'),
          },
          {
            path: 'catalogue/products/new',
            element: <ProductEditPage />,
            handle: page('console:titles.newProduct', 'catalogue'),
          },
          {
            path: 'catalogue/products/:id',
            element: <ProductEditPage />,
            handle: page('console:titles.product', 'catalogue'),
          },
          {
            path: 'catalogue/categories',
            element: <CategoriesPage />,
            handle: page('console:titles.categories', 'catalogue'),
          },
          { path: 'catalogue/shops', element: <ShopsPage />, handle: page('console:titles.shops', 'catalogue') },
          {
            path: 'catalogue/shops/new',
            element: <ShopEditPage />,
            handle: page('console:titles.newShop', 'catalogue'),
          },
          {
            path: 'catalogue/shops/:id',
            element: <ShopEditPage />,
            handle: page('console:titles.shop', 'catalogue'),
          },
          {
            path: 'catalogue/banners',
            element: <BannersPage />,
            handle: page('console:titles.banners', 'catalogue'),
          },
          {
            path: 'catalogue/campaigns',
            element: <CampaignsPage />,
            handle: page('console:titles.campaigns', 'catalogue'),
          },
          {
            path: 'catalogue/hot-keywords',
            element: <HotKeywordsPage />,
            handle: page('console:titles.hotKeywords', 'catalogue'),
          },
          {
            path: 'catalogue/seller-applications',
            element: <SellerApplicationsPage />,
            handle: page('console:titles.sellerApplications', 'sellers'),
          },
          { path: 'shoppers', element: <ShoppersPage />, handle: page('console:titles.shoppers', 'shoppers') },
          { path: 'shoppers/:id', element: <ShopperPage />, handle: page('console:titles.shopper', 'shoppers') },
          { path: 'operators', element: <OperatorsPage />, handle: page('console:titles.operators', 'operators') },
          {
            // Reached from the operator's name in the header; the one page open while two-factor sign-in is owed.
            path: 'account/security',
            element: <AccountSecurityPage />,
            handle: page('console:titles.accountSecurity', 'self'),
          },
          // Old bookmarks and mistyped addresses land somewhere useful instead of an empty frame.
          { path: '*', loader: () => redirect('/dashboard') },
        ],
      },
    ],
  },
];
