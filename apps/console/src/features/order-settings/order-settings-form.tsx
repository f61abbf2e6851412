import type { OrderSettingsBody, OrderSettingsDto } from '@shop/contract/console-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, InputNumber, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { regionOptions } from '../../lib/regions.ts';
import { orderSettingsQueryOptions, saveOrderSettings } from './api.ts';

/** The settings form, filled from what the server holds. */
export function OrderSettingsForm({ settings }: { settings: OrderSettingsDto }) {
  const [form] = Form.useForm<OrderSettingsBody>();
  const allOpen = Form.useWatch('all_regions_open', form) ?? settings.all_regions_open;
  const openRegions = Form.useWatch('open_regions', form) ?? settings.open_regions;
  const options = useMemo(() => regionOptions(settings.open_regions), [settings.open_regions]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveOrderSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(orderSettingsQueryOptions().queryKey, saved);
      void message.success('Settings saved');
    },
  });

  return (
    <Form<OrderSettingsBody>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={settings}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 640 }}
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Card title="Shipping regions" style={{ marginBottom: 16 }}>
        <Form.Item label="All regions open" name="all_regions_open" valuePropName="checked">
          <Switch />
        </Form.Item>
        {/* Kept while every region is open, so switching back restores the list instead of starting over. */}
        <Form.Item
          label="Open regions"
          name="open_regions"
          extra={
            allOpen ? 'Not used while all regions are open.' : 'Shoppers elsewhere cannot use the cart or check out.'
          }
        >
          <Select
            mode="multiple"
            allowClear
            disabled={allOpen}
            placeholder="Choose countries or regions"
            options={options}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {!allOpen && openRegions.length === 0 && (
          <Alert type="warning" showIcon title="No region is open: no shopper can check out." />
        )}
      </Card>
      <Card title="Automatic steps" style={{ marginBottom: 16 }}>
        <Form.Item
          label="Pay timeout"
          name="pay_timeout_minutes"
          rules={[{ required: true, message: 'Enter 5 to 1440 minutes' }]}
          extra="Unpaid orders are cancelled and their stock released after this time."
        >
          <InputNumber min={5} max={24 * 60} precision={0} suffix="minutes" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="Auto-receive"
          name="auto_receive_days"
          rules={[{ required: true, message: 'Enter 1 to 60 days' }]}
          extra="A delivered order counts as received this long after shipping."
        >
          <InputNumber min={1} max={60} precision={0} suffix="days" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label="Auto-complete"
          name="auto_complete_days"
          rules={[{ required: true, message: 'Enter 1 to 60 days' }]}
          extra="A received order is completed this long after receipt."
        >
          <InputNumber min={1} max={60} precision={0} suffix="days" style={{ width: 200 }} />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save
      </Button>
    </Form>
  );
}
