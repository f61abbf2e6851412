import type { OrderSettingsBody, OrderSettingsDto } from '@shop/contract/console-orders';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, InputNumber, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReturnAddressFields } from '../../components/return-address-fields.tsx';
import { regionOptions } from '@shop/desk/regions/regions.ts';
import { orderSettingsQueryOptions, saveOrderSettings } from './api.ts';

/** The settings form, filled from what the server holds. */
type FormValues = OrderSettingsBody & { hasReturnAddress: boolean };

export function OrderSettingsForm({ settings }: { settings: OrderSettingsDto }) {
  const { t } = useTranslation('order-settings');
  const { t: desk } = useTranslation('desk');
  const { lang } = useFormat();
  const [form] = Form.useForm<FormValues>();
  const hasReturnAddress = Form.useWatch('hasReturnAddress', form) ?? settings.return_address !== null;
  const allOpen = Form.useWatch('all_regions_open', form) ?? settings.all_regions_open;
  const openRegions = Form.useWatch('open_regions', form) ?? settings.open_regions;
  const options = useMemo(() => regionOptions(lang, settings.open_regions), [lang, settings.open_regions]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveOrderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(orderSettingsQueryOptions().queryKey, saved);
      void message.success(t('saved'));
    },
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ ...settings, hasReturnAddress: settings.return_address !== null }}
      onFinish={({ hasReturnAddress: own, ...values }) =>
        save.mutate({ ...values, return_address: own ? values.return_address : null })
      }
      style={{ maxWidth: 640 }}
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Card title={t('regions.title')} style={{ marginBottom: 16 }}>
        <Form.Item label={t('regions.allOpen')} name="all_regions_open" valuePropName="checked">
          <Switch />
        </Form.Item>
        {/* Kept while every region is open, so switching back restores the list instead of starting over. */}
        <Form.Item
          label={t('regions.open')}
          name="open_regions"
          extra={allOpen ? t('regions.unusedWhileAllOpen') : t('regions.elsewhereBlocked')}
        >
          <Select
            mode="multiple"
            allowClear
            disabled={allOpen}
            placeholder={t('regions.choose')}
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {!allOpen && openRegions.length === 0 && <Alert type="warning" showIcon title={t('regions.noneOpen')} />}
      </Card>
      <Card title={t('automatic.title')} style={{ marginBottom: 16 }}>
        <Form.Item
          label={t('automatic.payTimeout')}
          name="pay_timeout_minutes"
          rules={[{ required: true, message: t('automatic.payTimeoutRequired') }]}
          extra={t('automatic.payTimeoutHint')}
        >
          <InputNumber min={5} max={24 * 60} precision={0} suffix={t('automatic.minutes')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={t('automatic.autoReceive')}
          name="auto_receive_days"
          rules={[{ required: true, message: t('automatic.daysRequired') }]}
          extra={t('automatic.autoReceiveHint')}
        >
          <InputNumber min={1} max={60} precision={0} suffix={t('automatic.days')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={t('automatic.autoComplete')}
          name="auto_complete_days"
          rules={[{ required: true, message: t('automatic.daysRequired') }]}
          extra={t('automatic.autoCompleteHint')}
        >
          <InputNumber min={1} max={60} precision={0} suffix={t('automatic.days')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={t('automatic.sellerRefund')}
          name="seller_refund_days"
          rules={[{ required: true, message: t('automatic.daysRequired') }]}
          extra={t('automatic.sellerRefundHint')}
        >
          <InputNumber min={1} max={30} precision={0} suffix={t('automatic.days')} style={{ width: 200 }} />
        </Form.Item>
      </Card>
      <Card title={t('returnAddress.title')} style={{ marginBottom: 16 }}>
        <Form.Item name="hasReturnAddress" valuePropName="checked" extra={t('returnAddress.hint')}>
          <Checkbox>{t('returnAddress.set')}</Checkbox>
        </Form.Item>
        {hasReturnAddress && <ReturnAddressFields />}
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {desk('actions.save')}
      </Button>
    </Form>
  );
}
