import { useFormat } from '@shop/desk/i18n/format.ts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A promotion's window in a table cell: its start above its end, in the seller's zone and language. */
export function WindowCell({ starts, ends }: { starts: string; ends: string }) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      <div>{t('window.from', { time: format.dateTime(starts) })}</div>
      <Typography.Text type="secondary">{t('window.until', { time: format.dateTime(ends) })}</Typography.Text>
    </div>
  );
}
