import { LOW_STOCK_LEVEL_MAX, sellerAlertSettingsBody } from '@shop/contract/seller-notification';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { alertSettingsQueryOptions, notificationKeys, saveAlertSettings } from './api.ts';

interface Values {
  low_stock_level: number | null;
}

/**
 * The low-stock alert: a SKU whose stock falls below the level tells the seller once, as a notification; 0 turns
 * it off. Saved on its own, with a word that it was.
 */
export function LowStockSettings() {
  const { t } = useTranslation('notices');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useQuery(alertSettingsQueryOptions());
  const save = useMutation({
    mutationFn: saveAlertSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.settings, saved);
      void message.success(saved.low_stock_level === 0 ? t('settings.savedOff') : t('settings.saved'));
    },
  });

  return (
    <Card title={t('settings.title')} size="small">
      {settings.error && <Alert type="error" showIcon title={settings.error.message} style={{ marginBottom: 12 }} />}
      {settings.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        settings.data && (
          <Form<Values>
            layout="vertical"
            requiredMark={false}
            initialValues={{ low_stock_level: settings.data.low_stock_level }}
            onFinish={(values) => save.mutate({ low_stock_level: values.low_stock_level ?? 0 })}
          >
            {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />}
            <Form.Item
              name="low_stock_level"
              label={t('settings.label')}
              extra={t('settings.hint')}
              rules={[rules.schema(sellerAlertSettingsBody.shape.low_stock_level)]}
            >
              <InputNumber<number>
                min={0}
                max={LOW_STOCK_LEVEL_MAX}
                precision={0}
                step={1}
                suffix={t('settings.units')}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
              {t('settings.offHint')}
            </Typography.Paragraph>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {desk('actions.save')}
            </Button>
          </Form>
        )
      )}
    </Card>
  );
}
