import { PROMO_KINDS, type PromoDto } from '@shop/contract/console-orders';
import { promoCode } from '@shop/contract/order';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { endsAfterStart } from '../../lib/date-time.ts';
import { PROMOS_KEY, savePromo } from './api.ts';
import { NEW_PROMO_VALUES, type PromoFormValues, toPromoBody, toPromoFormValues } from './promo-form-values.ts';

interface Props {
  /** The code to edit; undefined to create one. */
  promo?: PromoDto;
  onClose(): void;
}

/** Creates or edits a promo code. Rendered only while open, so each opening starts from the code's saved values. */
export function PromoFormModal({ promo, onClose }: Props) {
  const { t } = useTranslation('promos');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const [form] = Form.useForm<PromoFormValues>();
  const kind = Form.useWatch('kind', form) ?? promo?.kind ?? NEW_PROMO_VALUES.kind;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: savePromo,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROMOS_KEY });
      void message.success(promo ? t('form.saved') : t('form.created'));
      onClose();
    },
  });
  const capInput = (
    <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('noCap')} style={{ width: '100%' }} />
  );

  return (
    <Modal
      open
      title={promo ? t('form.editTitle', { code: promo.code }) : t('form.newTitle')}
      okText={desk('actions.save')}
      cancelText={desk('actions.cancel')}
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
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.code')} name="code" rules={[rules.schema(promoCode)]} extra={t('form.codeHint')}>
              <Input style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.kind')} name="kind">
              <Radio.Group
                optionType="button"
                options={PROMO_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {kind === 'percent' ? (
            <>
              <Col xs={24} sm={12}>
                <Form.Item
                  label={t('form.percentOff')}
                  name="percent_off"
                  rules={[{ required: true, message: t('form.percentRequired') }]}
                >
                  <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label={t('form.maxDiscount')} name="max_discount" rules={[rules.money({ optional: true })]}>
                  <Input prefix="$" placeholder={t('noCap')} />
                </Form.Item>
              </Col>
            </>
          ) : (
            <Col xs={24} sm={12}>
              <Form.Item label={t('form.amountOff')} name="amount_off" rules={[rules.money({ positive: true })]}>
                <Input prefix="$" />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.minSpend')}
              name="min_spend"
              rules={[rules.money({ optional: true })]}
              extra={t('form.minSpendHint')}
            >
              <Input prefix="$" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.active')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.starts')}
              name="starts_at"
              rules={[{ required: true, message: t('form.startsRequired') }]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.ends')}
              name="ends_at"
              dependencies={['starts_at']}
              rules={[
                { required: true, message: t('form.endsRequired') },
                endsAfterStart('starts_at', t('form.endsAfterStart')),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.totalUses')} name="total_limit" extra={t('form.noCapHint')}>
              {capInput}
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.perShopper')} name="per_user_limit" extra={t('form.noCapHint')}>
              {capInput}
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
