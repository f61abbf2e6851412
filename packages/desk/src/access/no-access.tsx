import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * A page the user's roles do not include: said plainly, with the way back to the start page. `subTitle` names who
 * grants access where it is not an administrator (a shop's staff ask the shop's owner).
 */
export function NoAccess({ homePath = '/', subTitle }: { homePath?: string; subTitle?: string }) {
  const { t } = useTranslation('desk');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('access.title')}
      subTitle={subTitle ?? t('access.subTitle')}
      extra={
        <Button type="primary" onClick={() => void navigate(homePath)}>
          {t('access.home')}
        </Button>
      }
    />
  );
}
