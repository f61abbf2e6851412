import type { ShipBody } from '@shop/contract/console-orders';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { shipOrder } from './api.ts';
import { useOrderUpdate } from './use-order-update.ts';

type ShipValues = Omit<ShipBody, 'id'>;

const MAX_LENGTH = 60;

/** Ships a paid order: the carrier and its tracking number become the first logistics event the shopper sees. */
export function ShipForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const rules = useFormRules();
  const [form] = Form.useForm<ShipValues>();
  const ship = useOrderUpdate(shipOrder, t('ship.done'));

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
        label={t('ship.carrier')}
        name="carrier"
        rules={[{ required: true, whitespace: true, message: t('ship.carrierRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input placeholder={t('ship.carrierExample')} maxLength={MAX_LENGTH} />
      </Form.Item>
      <Form.Item
        label={t('ship.trackingNo')}
        name="tracking_no"
        rules={[{ required: true, whitespace: true, message: t('ship.trackingRequired') }, rules.max(MAX_LENGTH)]}
      >
        <Input maxLength={MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={ship.isPending} block>
        {t('ship.submit')}
      </Button>
    </Form>
  );
}
