import { type VoucherDto, voucherCode, voucherSaveBody } from '@shop/contract/promotion';
import { DiscountFields, DiscountKindField, type DiscountWord } from '@shop/desk/forms/discount-fields.tsx';
import { FormDrawer } from '@shop/desk/forms/form-drawer.tsx';
import { ScheduleFields, type ScheduleWord } from '@shop/desk/forms/schedule-fields.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Alert, Col, Form, Input, InputNumber, Radio, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveVoucher, VOUCHERS_KEY } from './api.ts';
import { usePromotionSave } from './use-promotion-save.ts';
import {
  CHANGEABLE_AFTER_START,
  newVoucherValues,
  toVoucherBody,
  toVoucherFormValues,
  type VoucherFormValues,
  voucherStarted,
} from './voucher-form-values.ts';

/** The contract's largest percent off of a voucher. */
const MAX_PERCENT = 90;

/**
 * Creates a voucher or edits one, in a drawer (the whole width on a phone): its name, who may use it (everyone, or
 * those who type its code), its discount and minimum spend, its window, its quantities and whether it runs. Once a
 * voucher has started, what the server would refuse to change is disabled, and a note says why.
 */
export function VoucherDrawer({ voucher, onClose }: { voucher?: VoucherDto; onClose(): void }) {
  const { t } = useTranslation('marketing');
  const rules = useFormRules();
  const [form] = Form.useForm<VoucherFormValues>();
  const [initial] = useState(() => (voucher ? toVoucherFormValues(voucher) : newVoucherValues()));
  const audience = Form.useWatch('audience', form) ?? initial.audience;
  const kind = Form.useWatch('kind', form) ?? initial.kind;
  const started = voucher !== undefined && voucherStarted(voucher);
  const locked = (field: keyof VoucherFormValues) =>
    started && !(CHANGEABLE_AFTER_START as readonly string[]).includes(field);
  const { mutation, refusal } = usePromotionSave({
    form,
    save: saveVoucher,
    refresh: VOUCHERS_KEY,
    done: voucher ? t('vouchers.form.saved') : t('vouchers.form.created'),
    onSaved: onClose,
    fieldOfError: { VOUCHER_CODE_TAKEN: 'code' },
  });
  const words = (word: DiscountWord | ScheduleWord) => t(`vouchers.form.${word}`);
  const count = { required: true, message: t('vouchers.form.countRequired') };

  return (
    <FormDrawer
      title={voucher ? t('vouchers.form.editTitle', { name: voucher.name }) : t('vouchers.form.newTitle')}
      onSave={() => form.submit()}
      saving={mutation.isPending}
      onClose={onClose}
      refusal={refusal}
      size={560}
    >
      {started && <Alert type="info" showIcon title={t('vouchers.form.started')} style={{ marginBottom: 16 }} />}
      <Form<VoucherFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={(values) => mutation.mutate(toVoucherBody(values, voucher))}
      >
        <Form.Item
          label={t('vouchers.form.name')}
          name="name"
          rules={[rules.schema(voucherSaveBody.shape.name)]}
          extra={t('vouchers.form.nameHint')}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item label={t('vouchers.form.audience')} name="audience">
          <Radio.Group
            disabled={locked('code')}
            options={[
              { value: 'public', label: t('vouchers.form.public') },
              { value: 'code', label: t('vouchers.form.withCode') },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {audience === 'code' && (
          <Form.Item
            label={t('vouchers.form.code')}
            name="code"
            normalize={(value: string) => value.toUpperCase()}
            validateFirst
            rules={[{ required: true, message: t('vouchers.form.codeRequired') }, rules.schema(voucherCode)]}
            extra={t('vouchers.form.codeHint')}
          >
            <Input maxLength={32} autoComplete="off" spellCheck={false} disabled={locked('code')} />
          </Form.Item>
        )}
        <DiscountKindField words={words} disabled={locked('kind')} />
        <DiscountFields kind={kind} maxPercent={MAX_PERCENT} words={words} disabled={locked('kind')} />
        <ScheduleFields words={words} startDisabled={locked('starts_at')} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('vouchers.form.totalLimit')}
              name="total_limit"
              rules={[count]}
              extra={t('vouchers.form.totalHint')}
            >
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('vouchers.form.perShopper')}
              name="per_user_limit"
              rules={[count]}
              extra={t('vouchers.form.perShopperHint')}
            >
              <InputNumber
                min={1}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
                disabled={locked('per_user_limit')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={t('vouchers.form.active')}
          name="active"
          valuePropName="checked"
          extra={t('vouchers.form.activeHint')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
