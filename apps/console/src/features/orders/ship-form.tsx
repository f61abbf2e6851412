import type { ShipBody } from '@shop/contract/console-orders';
import { Alert, Button, Form, Input } from 'antd';
import { shipOrder } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

type ShipValues = Omit<ShipBody, 'id'>;

const MAX_LENGTH = 60;

/** Ships a paid order: the carrier and its tracking number become the first logistics event. */
export function ShipForm({ orderId }: { orderId: number }) {
  const [form] = Form.useForm<ShipValues>();
  const ship = useOrderUpdate(shipOrder, 'Shipped');

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
        label="Carrier"
        name="carrier"
        rules={[
          { required: true, whitespace: true, message: 'Enter the carrier' },
          { max: MAX_LENGTH, message: `At most ${MAX_LENGTH} characters` },
        ]}
      >
        <Input placeholder="e.g. DHL" />
      </Form.Item>
      <Form.Item
        label="Tracking number"
        name="tracking_no"
        rules={[
          { required: true, whitespace: true, message: 'Enter the tracking number' },
          { max: MAX_LENGTH, message: `At most ${MAX_LENGTH} characters` },
        ]}
      >
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ship.isPending}>
        Ship
      </Button>
    </Form>
  );
}
