import type { ShipBody } from '@shop/contract/console-orders';
import { Alert, Button, Form, Input } from 'antd';
import { useFormRules } from '../i18n/form-rules.ts';
import type { OrderUpdate } from './use-order-update.ts';

type ShipValues = Omit<ShipBody, 'id'>;

const MAX_LENGTH = 60;

/** The ship form's words, each desk's own ("Ship" in the console, "Mark as shipped" in the seller center). */
export type ShipFormWord =
  | 'carrier'
  | 'carrierExample'
  | 'carrierRequired'
  | 'trackingNo'
  | 'trackingRequired'
  | 'submit';

interface Props {
  orderId: number;
  /** The desk's ship call, made with useOrderUpdate. */
  ship: OrderUpdate<ShipBody>;
  words(word: ShipFormWord): string;
  /** The button spans the form (the seller center's narrow side card). */
  block?: boolean;
}

/** Ships a paid order: the carrier and its tracking number become the first logistics event the shopper sees. */
export function ShipForm({ orderId, ship, words, block }: Props) {
  const rules = useFormRules();
  const [form] = Form.useForm<ShipValues>();

  return (
    <Form<ShipValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        ship.mutate(
          { id: orderId, carrier: values.carrier.trim(), tracking_no: values.tracking_no.trim() },
          { onSuccess: () => form.resetFields() },
        )
      }
    >
      {ship.error && <Alert type="error" showIcon title={ship.error.message} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={words('carrier')}
        name="carrier"
        rules={[{ required: true, whitespace: true, message: words('carrierRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input placeholder={words('carrierExample')} maxLength={MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label={words('trackingNo')}
        name="tracking_no"
        rules={[{ required: true, whitespace: true, message: words('trackingRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input maxLength={MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ship.isPending} block={block}>
        {words('submit')}
      </Button>
    </Form>
  );
}
