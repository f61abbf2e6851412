import { pictureUrl, type ShopAdminDto } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Radio, Row, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import { LocalizedTabs, type LocalizedTabsWords, languageOfFirstError } from '../localized/localized-tabs.tsx';
import { PictureField, type PictureFieldProps } from '../pictures/picture-field.tsx';
import { fieldErrors } from '../request/field-errors.ts';
import { type ReturnAddressWord, ReturnAddressFields } from './return-address-fields.tsx';
import type { ShopFormValues } from './shop-form-values.ts';
import { useThemeToken } from '../app-shell/theme-token.ts';

/** The shop form's words besides the address fields', each desk's own. */
export type ShopFormWord =
  | 'textsSection'
  | 'name'
  | 'description'
  | 'picturesSection'
  | 'logo'
  | 'logoHint'
  | 'banner'
  | 'bannerHint'
  | 'returnAddressSection'
  | 'noAddress'
  | 'ownAddress'
  | 'noAddressHint';

interface Props<V extends ShopFormValues> {
  initialValues: V;
  /** Sends the desk's save call; answers the shop as saved. */
  save(values: V): Promise<ShopAdminDto>;
  /** The form for the shop as saved (the desk's own fields included). */
  valuesOf(saved: ShopAdminDto): V;
  onSaved(shop: ShopAdminDto): void;
  upload: PictureFieldProps['upload'];
  words(word: ShopFormWord): string;
  addressWords(word: ReturnAddressWord): string;
  /** The desk's words for a language left empty, when it has its own. */
  tabWords?: LocalizedTabsWords;
  /** Cards a desk adds before the return address (the console's active switch). */
  children?: ReactNode;
}

/**
 * A shop as shoppers see it: name and description in the five languages, logo and banner, and where returned goods
 * go (its own address or the platform's). A refusal of one field shows on that field, in its language's tab; the
 * save bar sticks to the bottom of the window.
 */
export function ShopForm<V extends ShopFormValues>({
  initialValues,
  save: send,
  valuesOf,
  onSaved,
  upload,
  words,
  addressWords,
  tabWords,
  children,
}: Props<V>) {
  const { i18n } = useTranslation();
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const token = useThemeToken();
  const [form] = Form.useForm<V>();
  const [lang, setLang] = useState<LangCode>('en');
  const ownAddress: boolean | undefined = Form.useWatch('ownReturnAddress', form);
  const save = useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      form.setFieldsValue(valuesOf(saved) as never);
      onSaved(saved);
    },
    onError: (error) => {
      const fields = fieldErrors(error, i18n);
      form.setFields(fields.map((field) => ({ name: field.name as never, errors: field.errors })));
      setLang((current) => languageOfFirstError(fields) ?? current);
    },
  });
  const fieldProblem = save.error && fieldErrors(save.error, i18n).length > 0;

  return (
    <Form<V>
      form={form}
      name="shop"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => save.mutate(values)}
      onFinishFailed={({ errorFields }) => setLang((current) => languageOfFirstError(errorFields) ?? current)}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={words('textsSection')}>
          <LocalizedTabs
            lang={lang}
            onLangChange={setLang}
            words={tabWords}
            fields={[
              { name: 'name', label: words('name'), max: 60 },
              { name: 'description', label: words('description'), max: 2000, rows: 4, optional: true },
            ]}
          />
        </Card>
        <Card title={words('picturesSection')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label={words('logo')}
                name="logo"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={words('logoHint')}
              >
                <PictureField upload={upload} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                label={words('banner')}
                name="banner"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={words('bannerHint')}
              >
                <PictureField upload={upload} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        {children}
        <Card title={words('returnAddressSection')}>
          <Form.Item name="ownReturnAddress">
            <Radio.Group
              options={[
                { value: false, label: words('noAddress') },
                { value: true, label: words('ownAddress') },
              ]}
            />
          </Form.Item>
          {ownAddress ? (
            <ReturnAddressFields words={addressWords} />
          ) : (
            <Typography.Text type="secondary">{words('noAddressHint')}</Typography.Text>
          )}
        </Card>
      </Space>
      <div
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 3,
          marginTop: 16,
          padding: '12px 16px',
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        {save.error && !fieldProblem && (
          <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 12 }} />
        )}
        <Flex justify="flex-end">
          <Button type="primary" size="large" htmlType="submit" loading={save.isPending}>
            {desk('actions.save')}
          </Button>
        </Flex>
      </div>
    </Form>
  );
}
