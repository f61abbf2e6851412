import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A refused application: the operator's reason, and the account to apply again with. */
export interface Refusal {
  reason: string;
  account: string;
}

/**
 * The answer to signing in with a refused application: the operator's reason and the way to apply again with the same
 * account. Its own module, fetched only when it shows: few sign-ins meet it.
 */
export function RefusedApplication({ refusal, onBack }: { refusal: Refusal; onBack(): void }) {
  const { t } = useTranslation('auth');
  return (
    <Result
      style={{ padding: '16px 0' }}
      status="warning"
      title={t('refused.title')}
      subTitle={
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('refused.reasonLabel')}
          </Typography.Paragraph>
          <Typography.Paragraph strong style={{ whiteSpace: 'pre-wrap' }}>
            {refusal.reason || t('refused.noReason')}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('refused.next')}</Typography.Paragraph>
        </>
      }
      extra={[
        <Link key="apply" to="/apply" state={{ account: refusal.account }}>
          <Button type="primary">{t('refused.applyAgain')}</Button>
        </Link>,
        <Button key="back" onClick={() => onBack()}>
          {t('refused.back')}
        </Button>,
      ]}
    />
  );
}
