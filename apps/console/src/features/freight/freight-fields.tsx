import { Form, Input } from 'antd';
import { moneyRule } from '../../lib/money-rule.ts';

/** Fee and free-shipping threshold, shared by the default rule and the per-shop rules. */
export function FreightFields() {
  return (
    <>
      <Form.Item label="Fee" name="fee" rules={[moneyRule()]}>
        <Input prefix="$" />
      </Form.Item>
      <Form.Item
        label="Free above"
        name="free_above"
        rules={[moneyRule({ optional: true })]}
        extra="Goods amount from which the order ships free. Empty: never free."
      >
        <Input prefix="$" placeholder="Never free" />
      </Form.Item>
    </>
  );
}
