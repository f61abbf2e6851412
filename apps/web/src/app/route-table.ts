import { type ComponentType, createElement } from 'react';

/**
 * The route table (docs/shopper-app.md#routes-and-the-session-guard): path, title key (translated into the page title),
 * and whether the view is kept alive. Screens load per route (code splitting). Routes of later releases already carry
 * their title, guard and keep-alive settings.
 */
export interface AppRoute {
  path: string;
  titleKey: string;
  keepAlive?: boolean;
  /** Shows the bottom tabs. */
  tabs?: boolean;
  /**
   * Rendered ahead: while the browser is idle on a screen that shows the tabs, its code loads and the screen renders,
   * hidden, so that its tab only has to show it (app/keep-alive-outlet.tsx). Only for a kept-alive screen without
   * params, and a light one: a screen that brings antd-mobile's modules (Bag, Me) would block the page while they are
   * evaluated.
   */
  prerender?: boolean;
  load: () => Promise<ComponentType>;
}

const page =
  <M>(importer: () => Promise<M>, pick: (m: M) => ComponentType) =>
  () =>
    importer().then(pick);
const upcoming = page(
  () => import('../features/upcoming/upcoming-page.tsx'),
  (m) => m.UpcomingPage,
);
/** The wallet's screens share one chunk, behind one import (features/wallet/wallet-routes.ts says why). */
const loadWallet = () => import('../features/wallet/wallet-routes.ts');
const wallet = (pick: (m: Awaited<ReturnType<typeof loadWallet>>) => ComponentType) => page(loadWallet, pick);
/** Refund and review screens share one chunk too (features/after-sales/after-sales-routes.ts). */
const loadAfterSales = () => import('../features/after-sales/after-sales-routes.ts');
const afterSales = (pick: (m: Awaited<ReturnType<typeof loadAfterSales>>) => ComponentType) =>
  page(loadAfterSales, pick);
/** The notification screens share one chunk, behind one import (features/notification/notification-routes.ts). */
const notification = page(
  () => import('../features/notification/notification-routes.ts'),
  (m) => m.NotificationPage,
);
/**
 * /service and /services: the contact channels (features/content) with the conversation (features/service) inside,
 * loaded in parallel and put together here, since features do not import each other.
 */
const service = () =>
  Promise.all([import('../features/content/service-page.tsx'), import('../features/service/service-chat.tsx')]).then(
    ([{ ServicePage }, { ServiceChat }]): ComponentType =>
      function CustomerService() {
        return createElement(ServicePage, { conversation: createElement(ServiceChat) });
      },
  );

export const ROUTES: AppRoute[] = [
  {
    path: '/home',
    titleKey: 'home',
    keepAlive: true,
    tabs: true,
    load: page(
      () => import('../features/home/home-page.tsx'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/explore',
    titleKey: 'explore',
    keepAlive: true,
    tabs: true,
    prerender: true,
    load: page(
      () => import('../features/browse/explore-page.tsx'),
      (m) => m.ExplorePage,
    ),
  },
  {
    path: '/bag',
    titleKey: 'bag',
    keepAlive: true,
    tabs: true,
    load: page(
      () => import('../features/cart/bag-page.tsx'),
      (m) => m.BagPage,
    ),
  },
  {
    path: '/me',
    titleKey: 'me',
    tabs: true,
    load: page(
      () => import('../features/account/me-page.tsx'),
      (m) => m.MePage,
    ),
  },
  {
    path: '/order',
    titleKey: 'order',
    load: page(
      () => import('../features/order/order-result-page.tsx'),
      (m) => m.OrderResultPage,
    ),
  },
  {
    path: '/orderInfo/:id?',
    titleKey: 'orderInfo',
    load: page(
      () => import('../features/order/order-info-page.tsx'),
      (m) => m.OrderInfoPage,
    ),
  },
  { path: '/comment', titleKey: 'comment', load: afterSales((m) => m.CommentPage) },
  { path: '/refund/:id?/:sn?/:product_ids?/:amount?', titleKey: 'refund', load: afterSales((m) => m.RefundPage) },
  {
    path: '/checkout',
    titleKey: 'checkout',
    load: page(
      () => import('../features/order/checkout-page.tsx'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: '/myPurchases/:status?',
    titleKey: 'myPurchases',
    load: page(
      () => import('../features/order/my-purchases-page.tsx'),
      (m) => m.MyPurchasesPage,
    ),
  },
  {
    path: '/language',
    titleKey: 'language',
    load: page(
      () => import('../features/account/language-page.tsx'),
      (m) => m.LanguagePage,
    ),
  },
  { path: '/notification', titleKey: 'notification', load: notification },
  {
    path: '/profile',
    titleKey: 'profile',
    load: page(
      () => import('../features/account/profile-page.tsx'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/forgotPassword',
    titleKey: 'forgotPassword',
    load: page(
      () => import('../features/auth/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/changePassword',
    titleKey: 'changePassword',
    load: page(
      () => import('../features/auth/change-password-page.tsx'),
      (m) => m.ChangePasswordPage,
    ),
  },
  {
    path: '/passwords',
    titleKey: 'passwords',
    load: page(
      () => import('../features/account/passwords-page.tsx'),
      (m) => m.PasswordsPage,
    ),
  },
  {
    path: '/changePayPwd',
    titleKey: 'changePayPwd',
    load: page(
      () => import('../features/account/pay-password-page.tsx'),
      (m) => m.PayPasswordPage,
    ),
  },
  {
    path: '/helpAndSupport',
    titleKey: 'helpAndSupport',
    load: page(
      () => import('../features/content/help-page.tsx'),
      (m) => m.HelpPage,
    ),
  },
  { path: '/withDraw', titleKey: 'withDraw', load: wallet((m) => m.WithdrawPage) },
  { path: '/depositRecord', titleKey: 'depositRecord', load: wallet((m) => m.DepositRecordPage) },
  { path: '/topUp', titleKey: 'topUp', load: wallet((m) => m.TopUpPage) },
  { path: '/walletTopUp', titleKey: 'walletTopUp', load: wallet((m) => m.WalletTopUpPage) },
  { path: '/cardTopUp', titleKey: 'cardTopUp', load: wallet((m) => m.CardTopUpPage) },
  { path: '/topUpRecord', titleKey: 'topUpRecord', load: wallet((m) => m.TopUpRecordPage) },
  { path: '/capitalRecord', titleKey: 'capitalRecord', load: wallet((m) => m.CapitalRecordPage) },
  {
    path: '/myFavourite',
    titleKey: 'myFavourite',
    load: page(
      () => import('../features/favourites/favourite-page.tsx'),
      (m) => m.FavouritePage,
    ),
  },
  {
    path: '/payment',
    titleKey: 'payment',
    load: page(
      () => import('../features/order/payment-page.tsx'),
      (m) => m.PaymentPage,
    ),
  },
  {
    path: '/security',
    titleKey: 'security',
    load: page(
      () => import('../features/account/security-page.tsx'),
      (m) => m.SecurityPage,
    ),
  },
  {
    path: '/heart',
    titleKey: 'heart',
    load: page(
      () => import('../features/favourites/heart-page.tsx'),
      (m) => m.HeartPage,
    ),
  },
  // Never rendered: the guard opens the merchant login in a new tab and cancels the navigation
  // (docs/shopper-app.md#the-merchant-entry).
  { path: '/filter', titleKey: 'filter', keepAlive: true, load: upcoming },
  {
    path: '/setting',
    titleKey: 'setting',
    load: page(
      () => import('../features/account/setting-page.tsx'),
      (m) => m.SettingPage,
    ),
  },
  {
    path: '/search',
    titleKey: 'search',
    load: page(
      () => import('../features/search/search-page.tsx'),
      (m) => m.SearchPage,
    ),
  },
  {
    path: '/searchshop',
    titleKey: 'searchshop',
    load: page(
      () => import('../features/search/searchshop-page.tsx'),
      (m) => m.SearchshopPage,
    ),
  },
  {
    path: '/searchs',
    titleKey: 'searchs',
    load: page(
      () => import('../features/search/searchs-page.tsx'),
      (m) => m.SearchsPage,
    ),
  },
  {
    path: '/popular',
    titleKey: 'popular',
    load: page(
      () => import('../features/browse/popular-page.tsx'),
      (m) => m.PopularPage,
    ),
  },
  {
    path: '/detail/:product?/:mer?',
    titleKey: 'detail',
    load: page(
      () => import('../features/product/detail-page.tsx'),
      (m) => m.DetailPage,
    ),
  },
  {
    path: '/login',
    titleKey: 'login',
    load: page(
      () => import('../features/auth/login-page.tsx'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/register',
    titleKey: 'register',
    load: page(
      () => import('../features/auth/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: '/platform',
    titleKey: 'platform',
    load: page(
      () => import('../features/content/platform-page.tsx'),
      (m) => m.PlatformPage,
    ),
  },
  {
    path: '/law',
    titleKey: 'law',
    load: page(
      () => import('../features/content/law-page.tsx'),
      (m) => m.LawPage,
    ),
  },
  {
    path: '/address',
    titleKey: 'address',
    load: page(
      () => import('../features/address/address-list-page.tsx'),
      (m) => m.AddressListPage,
    ),
  },
  {
    path: '/addressForm/:id?',
    titleKey: 'addressForm',
    load: page(
      () => import('../features/address/address-form-page.tsx'),
      (m) => m.AddressFormPage,
    ),
  },
  {
    path: '/shop/:id?',
    titleKey: 'shop',
    load: page(
      () => import('../features/shop/shop-page.tsx'),
      (m) => m.ShopPage,
    ),
  },
  {
    path: '/products',
    titleKey: 'products',
    load: page(
      () => import('../features/browse/products-page.tsx'),
      (m) => m.ProductsPage,
    ),
  },
  { path: '/service', titleKey: 'service', load: service },
  { path: '/services', titleKey: 'services', load: service },
  // Chats with shops, the list or one shop's: behind the login like every screen of the shopper's own (app/guard.ts).
  {
    path: '/chat/:shopId?',
    titleKey: 'chat',
    load: page(
      () => import('../features/chat/chat-screen.tsx'),
      (m) => m.ChatScreen,
    ),
  },
];

/**
 * Loads the code of the screens marked `prerender`, one per idle moment of the browser, and hands each to `loaded`
 * (which renders it ahead). Explore's code (6 files, 12 KB), fetched and evaluated inside the tap, was 35–50 ms of it
 * at 4× CPU slowdown, and Vite's preloading of its files another 10–25 ms of the click's own handler. A screen that
 * fails to load is left to its tap, which shows the route's error. Answers a way to stop before the next one.
 * docs/shopper-app.md#taps-that-answer-at-once says what was measured and why the other tabs are not rendered ahead.
 */
export function prefetchScreens(
  idle: (work: () => void) => () => void,
  loaded: (route: AppRoute, Screen: ComponentType) => void,
  routes: readonly AppRoute[] = ROUTES,
): () => void {
  const pending = routes.filter((route) => route.prerender);
  let cancel = () => {};
  const next = () => {
    const route = pending.shift();
    if (!route) return;
    route.load().then(
      (Screen) => loaded(route, Screen),
      () => undefined,
    );
    cancel = idle(next);
  };
  cancel = idle(next);
  return () => cancel();
}
