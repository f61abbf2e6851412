import { AppOutline, CompassOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/home', titleKey: 'tabs.home', Icon: AppOutline },
  { to: '/explore', titleKey: 'tabs.explore', Icon: CompassOutline },
  { to: '/bag', titleKey: 'tabs.cart', Icon: ShopbagOutline },
  { to: '/me', titleKey: 'tabs.me', Icon: UserOutline },
];

/**
 * The bottom tabs of spec §2: Home, Explore, Cart, Me. Plain links styled as a tab bar: they are on every first
 * page, so they cost no component library code.
 */
export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-tabs" aria-label={t('tabs.label')}>
      {TABS.map(({ to, titleKey, Icon }) => (
        <NavLink key={to} to={to} className={({ isActive }) => `bottom-tabs__item${isActive ? ' bottom-tabs__item--active' : ''}`}>
          <Icon className="bottom-tabs__icon" aria-hidden="true" />
          <span>{t(titleKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
