import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useThemeToken } from './theme-token.ts';

/**
 * Shown instead of a page that failed to render, or whose code could not be fetched (pages load lazily: a lost
 * connection, or a release that replaced the files), so the user can reload rather than face a blank window. Built
 * from light parts, not antd's Result with its pictures: it is in the first load of every page.
 */
export function RouteError() {
  const { t } = useTranslation('desk');
  const token = useThemeToken();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled style={{ fontSize: 72, color: token.colorError }} />
      <div role="heading" aria-level={1} style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('errors.pageFailed')}
      </div>
      <div style={{ color: token.colorTextDescription }}>{t('errors.pageFailedHint')}</div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Flex>
  );
}
