import { sellerPayPasswordBody } from '@shop/contract/seller';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { translateKey } from '@shop/desk/i18n/translation-key.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { meQueryOptions } from '../../lib/me.ts';
import { ME_KEY } from '../../lib/query-keys.ts';
import { type PayPasswordRequest, setPayPassword } from './api.ts';

/**
 * /money/payment-code — the code that confirms a withdrawal: set it the first time, change it with the old one
 * afterwards (docs/domain.md#wallet). Six to twelve digits.
 */
export function PaymentCodePage() {
  const { t, i18n } = useTranslation('money');
  const rules = useFormRules();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const [form] = Form.useForm<PayPasswordRequest>();
  const save = useMutation({
    mutationFn: setPayPassword,
    onSuccess: () => {
      void message.success(t('payCode.saved'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    onError: (error) =>
      form.setFields(fieldErrors(error, i18n).map((field) => ({ name: field.name as never, errors: field.errors }))),
  });
  const shape = sellerPayPasswordBody.shape;
  const mismatch = translateKey(i18n, 'validation:passwordsDoNotMatch');

  if (me.error) return <Alert type="error" showIcon title={me.error.message} />;
  if (!me.data) return <Skeleton active />;
  const changing = me.data.has_pay_password;

  return (
    <Card style={{ maxWidth: 480 }} title={changing ? t('payCode.changeTitle') : t('payCode.setTitle')}>
      <Typography.Paragraph type="secondary">{t('payCode.hint')}</Typography.Paragraph>
      {save.error && fieldErrors(save.error, i18n).length === 0 && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<PayPasswordRequest>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) =>
          save.mutate({
            ...(changing ? { old_pay_password: values.old_pay_password } : {}),
            pay_password: values.pay_password,
            confirm_pay_password: values.confirm_pay_password,
          })
        }
      >
        {changing && (
          <Form.Item label={t('payCode.old')} name="old_pay_password" rules={[rules.schema(shape.pay_password)]}>
            <Input.Password inputMode="numeric" autoComplete="off" maxLength={12} />
          </Form.Item>
        )}
        <Form.Item label={t('payCode.new')} name="pay_password" rules={[rules.schema(shape.pay_password)]}>
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={12} />
        </Form.Item>
        <Form.Item
          label={t('payCode.confirm')}
          name="confirm_pay_password"
          dependencies={['pay_password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value !== getFieldValue('pay_password')) throw new Error(mismatch);
              },
            }),
          ]}
        >
          <Input.Password inputMode="numeric" autoComplete="off" maxLength={12} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('payCode.save')}
        </Button>
      </Form>
    </Card>
  );
}
