import type { PromoDto } from '@shop/contract/console-orders';
import { promoCode } from '@shop/contract/order';
import { DiscountFields, DiscountKindField, type DiscountWord } from '@shop/desk/forms/discount-fields.tsx';
import { ScheduleFields, type ScheduleWord } from '@shop/desk/forms/schedule-fields.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
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
  /** The shared discount and schedule fields' words: the promo namespace's own, "Fixed amount" and "No cap". */
  const words = (word: DiscountWord | ScheduleWord) => {
    if (word === 'fixed' || word === 'percent') return t(`kinds.${word}`);
    return word === 'noCap' ? t('noCap') : t(`form.${word}`);
  };
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
            <DiscountKindField words={words} />
          </Col>
        </Row>
        <DiscountFields kind={kind} maxPercent={100} words={words} />
        <Form.Item label={t('form.active')} name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
        <ScheduleFields words={words} />
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
