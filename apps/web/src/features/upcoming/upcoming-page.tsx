import { EmptyState } from '../../components/empty-state.tsx';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { NavBar } from '../../components/nav-bar.tsx';

/**
 * Routes whose screens arrive in later releases (catalogue, cart, orders, wallet, after-sales) render this: the
 * route already has its title, guard and keep-alive setting; the page says plainly that it is not open yet.
 */
export function UpcomingPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { titleKey?: string; tabs?: boolean } | undefined;
  return (
    <div className="page">
      <NavBar titleKey={handle?.titleKey} noBack={handle?.tabs} />
      <EmptyState title={t(`titles.${handle?.titleKey ?? 'home'}`)} description={t('comingSoon')} />
    </div>
  );
}
