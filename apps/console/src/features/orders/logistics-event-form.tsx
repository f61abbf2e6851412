import type { LogisticsBody } from '@shop/contract/console-orders';
import { Alert, Button, Form, Input } from 'antd';
import { addLogisticsEvent } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

type EventValues = Omit<LogisticsBody, 'id'>;

const MAX_LENGTH = 200;

/** Adds a tracking step of a shipped order ("Arrived at the sorting centre"); the shopper sees it on the order. */
export function LogisticsEventForm({ orderId }: { orderId: number }) {
  const [form] = Form.useForm<EventValues>();
  const add = useOrderUpdate(addLogisticsEvent, 'Tracking event added');

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
        label="New tracking event"
        name="description"
        rules={[
          { required: true, whitespace: true, message: 'Describe the event' },
          { max: MAX_LENGTH, message: `At most ${MAX_LENGTH} characters` },
        ]}
      >
        <Input.TextArea rows={2} placeholder="e.g. Arrived at the sorting centre" />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        Add event
      </Button>
    </Form>
  );
}
