import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown instead of a page that failed to render, so the user can reload rather than face a blank window. */
export function RouteError() {
  const { t } = useTranslation('desk');
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      subTitle={t('errors.pageFailedHint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}
