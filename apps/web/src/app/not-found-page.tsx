import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState kind="notFound" title={t('titles.notFound')}>
      <Link className="link-button" to="/home" replace>
        {t('goHome')}
      </Link>
    </EmptyState>
  );
}
