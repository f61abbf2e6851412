import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';

/** The first page of a list failed (the request client already toasted why): offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['browse', 'common']);
  return (
    <EmptyState kind="failed" title={t('browse:loadFailed')}>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </EmptyState>
  );
}
