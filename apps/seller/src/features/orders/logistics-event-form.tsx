import type { LogisticsBody } from '@shop/contract/console-orders';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addLogisticsEvent } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

type EventValues = Omit<LogisticsBody, 'id'>;

const MAX_LENGTH = 200;

/** Adds a tracking step of a shipped order ("Arrived at the sorting centre"); the shopper sees it on the order. */
export function LogisticsEventForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const rules = useFormRules();
  const [form] = Form.useForm<EventValues>();
  const add = useOrderUpdate(addLogisticsEvent, t('logistics.eventAdded'));

  return (
    <Form<EventValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        add.mutate({ id: orderId, description: values.description.trim() }, { onSuccess: () => form.resetFields() })
      }
    >
      {add.error && <Alert type="error" showIcon title={add.error.message} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('logistics.newEvent')}
        name="description"
        rules={[{ required: true, whitespace: true, message: t('logistics.eventRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input.TextArea rows={2} maxLength={MAX_LENGTH} placeholder={t('logistics.eventExample')} />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        {t('logistics.addEvent')}
      </Button>
    </Form>
  );
}
