import { PROMO_KINDS, type PromoDto } from '@shop/contract/console-orders';
import { promoCode } from '@shop/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import { fromLocalInput } from '../../lib/date-time.ts';
import { moneyRule } from '../../lib/money-rule.ts';
import { schemaRule } from '../../lib/schema-rule.ts';
import { PROMOS_KEY, savePromo } from './api.ts';
import { NEW_PROMO_VALUES, type PromoFormValues, toPromoBody, toPromoFormValues } from './promo-form-values.ts';
import { PROMO_KIND_LABELS } from './promo-kind-labels.ts';

interface Props {
  /** The code to edit; undefined to create one. */
  promo?: PromoDto;
  onClose(): void;
}

const capInput = <InputNumber min={1} max={1_000_000} precision={0} placeholder="No cap" style={{ width: '100%' }} />;

/** Creates or edits a promo code. Rendered only while open, so each opening starts from the code's saved values. */
export function PromoFormModal({ promo, onClose }: Props) {
  const [form] = Form.useForm<PromoFormValues>();
  const kind = Form.useWatch('kind', form) ?? promo?.kind ?? NEW_PROMO_VALUES.kind;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: savePromo,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROMOS_KEY });
      void message.success(promo ? 'Promo code saved' : 'Promo code created');
      onClose();
    },
  });

  return (
    <Modal
      open
      title={promo ? `Edit ${promo.code}` : 'New promo code'}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={640}
    >
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Form<PromoFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={promo ? toPromoFormValues(promo) : NEW_PROMO_VALUES}
        onFinish={(values) => save.mutate(toPromoBody(values, promo?.id))}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Code" name="code" rules={[schemaRule(promoCode)]} extra="3–32 letters, digits, _ or -">
              <Input style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Kind" name="kind">
              <Radio.Group
                optionType="button"
                options={PROMO_KINDS.map((value) => ({ value, label: PROMO_KIND_LABELS[value] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {kind === 'percent' ? (
            <>
              <Col span={12}>
                <Form.Item
                  label="Percent off"
                  name="percent_off"
                  rules={[{ required: true, message: 'Enter a percent from 1 to 100' }]}
                >
                  <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item label="Max discount" name="max_discount" rules={[moneyRule({ optional: true })]}>
                  <Input prefix="$" placeholder="No cap" />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col span={12}>
              <Form.Item label="Amount off" name="amount_off" rules={[moneyRule({ positive: true })]}>
                <Input prefix="$" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="Min spend"
              name="min_spend"
              rules={[moneyRule({ optional: true })]}
              extra="Goods amount of the order"
            >
              <Input prefix="$" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Active" name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              label="Starts"
              name="starts_at"
              rules={[{ required: true, message: 'Choose when the code starts' }]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Ends"
              name="ends_at"
              dependencies={['starts_at']}
              rules={[
                { required: true, message: 'Choose when the code ends' },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string) => {
                    const starts = fromLocalInput(getFieldValue('starts_at'));
                    const ends = fromLocalInput(value);
                    if (starts && ends && Date.parse(ends) <= Date.parse(starts)) {
                      throw new Error('The end must be after the start');
                    }
                  },
                }),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Total uses" name="total_limit" extra="Empty: no cap">
              {capInput}
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Uses per shopper" name="per_user_limit" extra="Empty: no cap">
              {capInput}
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
