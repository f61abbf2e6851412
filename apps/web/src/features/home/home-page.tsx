import { EmptyState } from '../../components/empty-state.tsx';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/nav-bar.tsx';

/** Home. The catalogue (banners, categories, hot products and shops) arrives with the catalogue release. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <NavBar titleKey="home" noBack />
      <EmptyState title={t('appName')} description={t('comingSoon')} />
    </div>
  );
}
