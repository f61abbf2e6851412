import { CartIcon, ExploreIcon, HomeIcon, MeIcon } from '../components/shell-icons.tsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/home', titleKey: 'tabs.home', Icon: HomeIcon },
  { to: '/explore', titleKey: 'tabs.explore', Icon: ExploreIcon },
  { to: '/bag', titleKey: 'tabs.cart', Icon: CartIcon },
  { to: '/me', titleKey: 'tabs.me', Icon: MeIcon },
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
