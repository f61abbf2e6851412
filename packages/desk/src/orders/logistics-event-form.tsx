import type { LogisticsBody } from '@shop/contract/console-orders';
import { Alert, Button, Form, Input } from 'antd';
import { useFormRules } from '../i18n/form-rules.ts';
import type { OrderUpdate } from './use-order-update.ts';

type EventValues = Omit<LogisticsBody, 'id'>;

const MAX_LENGTH = 200;

/** The logistics event form's words, each desk's own. */
export type LogisticsEventWord = 'newEvent' | 'eventRequired' | 'eventExample' | 'addEvent';

interface Props {
  orderId: number;
  /** The desk's call that adds the event, made with useOrderUpdate. */
  add: OrderUpdate<LogisticsBody>;
  words(word: LogisticsEventWord): string;
}

/** Adds a tracking step of a shipped order ("Arrived at the sorting centre"); the shopper sees it on the order. */
export function LogisticsEventForm({ orderId, add, words }: Props) {
  const rules = useFormRules();
  const [form] = Form.useForm<EventValues>();

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
        label={words('newEvent')}
        name="description"
        rules={[{ required: true, whitespace: true, message: words('eventRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input.TextArea rows={2} maxLength={MAX_LENGTH} placeholder={words('eventExample')} />
      </Form.Item>
      <Button htmlType="submit" loading={add.isPending}>
        {words('addEvent')}
      </Button>
    </Form>
  );
}
