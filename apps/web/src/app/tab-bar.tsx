import { CartIcon, ExploreIcon, HomeIcon, MeIcon } from '../components/shell-icons.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session.ts';

const TABS = [
  { to: '/home', titleKey: 'tabs.home', Icon: HomeIcon },
  { to: '/explore', titleKey: 'tabs.explore', Icon: ExploreIcon },
  { to: '/bag', titleKey: 'tabs.cart', Icon: CartIcon },
  { to: '/me', titleKey: 'tabs.me', Icon: MeIcon },
];

/** The count on the Cart tab loads after the first paint, in its own chunk: the shell carries no query hook for it. */
const CartTabBadge = lazy(() =>
  import('../features/cart/cart-tab-badge.tsx').then((m) => ({ default: m.CartTabBadge })),
);
/** The Me tab's unread count (notifications and customer-service answers) loads the same way. */
const MeTabBadge = lazy(() =>
  import('../features/notification/me-tab-badge.tsx').then((m) => ({ default: m.MeTabBadge })),
);

/**
 * The bottom tabs (docs/shopper-app.md#routes-and-the-session-guard): Home, Explore, Cart, Me. Plain links styled as a
 * tab bar: they are on every first page, so they cost no component library code.
 */
export function BottomTabs() {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => Boolean(s.token));
  return (
    <nav className="bottom-tabs" aria-label={t('tabs.label')}>
      {TABS.map(({ to, titleKey, Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => `bottom-tabs__item${isActive ? ' bottom-tabs__item--active' : ''}`}
        >
          <Icon className="bottom-tabs__icon" aria-hidden="true" />
          <span>{t(titleKey)}</span>
          {to === '/bag' && loggedIn && (
            <Suspense>
              <CartTabBadge />
            </Suspense>
          )}
          {to === '/me' && loggedIn && (
            <Suspense>
              <MeTabBadge />
            </Suspense>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
