import { MAX_SELLER_DOCUMENTS, sellerApplyBody } from '@shop/contract/seller';
import type { LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { translateKey } from '@shop/desk/i18n/translation-key.ts';
import { LocalizedTabs, languageOfFirstError } from '@shop/desk/localized/localized-tabs.tsx';
import { PictureListField } from '@shop/desk/pictures/picture-list-field.tsx';
import { regionOptions } from '@shop/desk/regions/regions.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Col, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthFrame } from '@shop/desk/app-shell/auth-frame.tsx';
import { uploadApplicationDocument } from '../../lib/upload.ts';
import { apply } from './api.ts';
import { type ApplyFormValues, applyBody, applyIssues, EMPTY_APPLICATION } from './apply-form.ts';

type FieldName = (string | number)[];

/**
 * /apply — a merchant asks to sell: the account to sign in with, the shop's name (English required, the other
 * languages optional), the contact, the country and documents as pictures (uploaded at once, without a token).
 * The whole request is checked with the contract's schema before it is sent; success opens the waiting page.
 */
export function ApplyPage() {
  const { t, i18n } = useTranslation('auth');
  const rules = useFormRules();
  const { lang: uiLang } = useFormat();
  const navigate = useNavigate();
  // Sent here from a refused sign-in: the same account applies again (with its password).
  const { state } = useLocation();
  const reapplying =
    typeof state === 'object' && state !== null && typeof state.account === 'string' ? state.account : undefined;
  const [form] = Form.useForm<ApplyFormValues>();
  const [nameLang, setNameLang] = useState<LangCode>('en');
  const country = Form.useWatch('country', form);
  const shape = sellerApplyBody.shape;
  const message = (key: string) => translateKey(i18n, `validation:${key}`, { field: '' });

  const showProblems = (fields: { name: FieldName; errors: string[] }[]) => {
    form.setFields(fields.map((field) => ({ name: field.name as never, errors: field.errors })));
    setNameLang((current) => languageOfFirstError(fields) ?? current);
    const first = fields[0];
    if (first) form.scrollToField(first.name as never, { block: 'center' });
  };

  const send = useMutation({
    mutationFn: apply,
    onSuccess: () => void navigate('/waiting', { replace: true, state: { applied: true } }),
    onError: (error) => showProblems(fieldErrors(error, i18n)),
  });
  const refusedWithoutField = send.error && fieldErrors(send.error, i18n).length === 0;

  const submit = (values: ApplyFormValues) => {
    const body = applyBody(values);
    const parsed = sellerApplyBody.safeParse(body);
    if (!parsed.success) {
      showProblems(
        applyIssues(parsed.error.issues).map((issue) => ({ name: issue.name, errors: [message(issue.key)] })),
      );
      return;
    }
    send.mutate(body);
  };

  return (
    <AuthFrame title={t('apply.heading')} width={720}>
      <Typography.Paragraph type="secondary">{t('apply.intro')}</Typography.Paragraph>
      <Form<ApplyFormValues>
        form={form}
        name="apply"
        layout="vertical"
        initialValues={{ ...EMPTY_APPLICATION, account: reapplying ?? '' }}
        scrollToFirstError={{ block: 'center' }}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => setNameLang((current) => languageOfFirstError(errorFields) ?? current)}
      >
        <Divider titlePlacement="start">{t('apply.sections.account')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('apply.account')}
              name="account"
              required
              extra={t('apply.accountHint')}
              rules={[rules.schema(shape.account)]}
            >
              <Input autoComplete="username" maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={0} md={12} />
          <Col xs={24} md={12}>
            <Form.Item
              label={t('apply.password')}
              name="password"
              required
              extra={t('apply.passwordHint')}
              rules={[rules.schema(shape.password)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('apply.confirmPassword')}
              name="confirm_password"
              required
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    if (!value) throw new Error(message('passwordRequired'));
                    if (value !== getFieldValue('password')) throw new Error(message('passwordsDoNotMatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('apply.sections.shop')}</Divider>
        <LocalizedTabs
          lang={nameLang}
          onLangChange={setNameLang}
          fields={[{ name: 'shop_name', label: t('apply.shopName'), max: 60 }]}
        />
        <Divider titlePlacement="start">{t('apply.sections.contact')}</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('apply.contactName')}
              name="contact_name"
              required
              rules={[rules.schema(shape.contact_name)]}
            >
              <Input autoComplete="name" maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('apply.email')} name="email" required rules={[rules.schema(shape.email)]}>
              <Input autoComplete="email" inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={t('apply.mobile')}
              name="mobile"
              required
              extra={t('apply.mobileHint')}
              rules={[rules.schema(shape.mobile)]}
            >
              <Input autoComplete="tel" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('apply.country')} name="country" required rules={[rules.schema(shape.country)]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('apply.countryPlaceholder')}
                options={regionOptions(uiLang, country ? [country] : [])}
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('apply.sections.documents')}</Divider>
        <Form.Item
          name="documents"
          extra={t('apply.documentsHint', { max: MAX_SELLER_DOCUMENTS })}
          label={t('apply.documents')}
        >
          <PictureListField upload={uploadApplicationDocument} max={MAX_SELLER_DOCUMENTS} cover={false} />
        </Form.Item>
        {refusedWithoutField && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={send.isPending}>
          {t('apply.submit')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        {t('apply.haveAccount')} <Link to="/login">{t('apply.signIn')}</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
