import { pictureUrl, returnAddressInput, type ShopAdminDto } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { LocalizedTabs, languageOfFirstError } from '@shop/desk/localized/localized-tabs.tsx';
import { PictureField } from '@shop/desk/pictures/picture-field.tsx';
import { regionOptions } from '@shop/desk/regions/regions.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_KEY } from '../../lib/query-keys.ts';
import { formatRate } from '../../lib/rate.ts';
import { uploadPicture } from '../../lib/upload.ts';
import { saveShop, shopQueryOptions } from './api.ts';
import { type ShopFormValues, shopBody, shopFormValues } from './shop-form-values.ts';

function ReturnAddressFields() {
  const { t } = useTranslation('shop');
  const { lang } = useFormat();
  const rules = useFormRules();
  const shape = returnAddressInput.shape;
  const country: string | undefined = Form.useWatch(['return_address', 'country']);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('address.addressee')}
          name={['return_address', 'addressee']}
          required
          rules={[rules.schema(shape.addressee)]}
        >
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('address.mobile')}
          name={['return_address', 'mobile']}
          required
          rules={[rules.schema(shape.mobile)]}
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('address.country')}
          name={['return_address', 'country']}
          required
          rules={[rules.schema(shape.country)]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('address.countryPlaceholder')}
            options={regionOptions(lang, country ? [country] : [])}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={t('address.area')}
          name={['return_address', 'area']}
          required
          rules={[rules.schema(shape.area)]}
        >
          <Input maxLength={120} placeholder={t('address.areaPlaceholder')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label={t('address.detail')}
          name={['return_address', 'detail']}
          required
          rules={[rules.schema(shape.detail)]}
        >
          <Input.TextArea rows={2} maxLength={240} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** What the platform decides for the shop, shown but not editable: whether it may sell, and its commission rate. */
function PlatformCard({ shop }: { shop: ShopAdminDto }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <Card title={t('platform.title')} size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'state',
            label: t('platform.state'),
            children: shop.active ? (
              <Tag color="green">{t('platform.active')}</Tag>
            ) : (
              <Tag color="red">{t('platform.suspended')}</Tag>
            ),
          },
          {
            key: 'rate',
            label: t('platform.commission'),
            children: (
              <span>
                {formatRate(shop.commission_rate, format.lang)}{' '}
                {shop.commission_is_default && <Tag>{t('platform.defaultRate')}</Tag>}
              </span>
            ),
          },
          { key: 'products', label: t('platform.products'), children: format.number(shop.product_count) },
          { key: 'sales', label: t('platform.sales'), children: format.number(shop.sales) },
          { key: 'since', label: t('platform.since'), children: format.date(shop.created_at) },
        ]}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('platform.setByPlatform')}
      </Typography.Text>
    </Card>
  );
}

function ShopForm({ shop, onSaved }: { shop: ShopAdminDto; onSaved(shop: ShopAdminDto): void }) {
  const { t, i18n } = useTranslation('shop');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ShopFormValues>();
  const [lang, setLang] = useState<LangCode>('en');
  const ownAddress: boolean | undefined = Form.useWatch('ownReturnAddress', form);
  const save = useMutation({
    mutationFn: (values: ShopFormValues) => saveShop(shopBody(values)),
    onSuccess: (saved) => {
      form.setFieldsValue(shopFormValues(saved));
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
    <Form<ShopFormValues>
      form={form}
      name="shop"
      layout="vertical"
      initialValues={shopFormValues(shop)}
      onFinish={(values) => save.mutate(values)}
      onFinishFailed={({ errorFields }) => setLang((current) => languageOfFirstError(errorFields) ?? current)}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('sections.texts')}>
          <LocalizedTabs
            lang={lang}
            onLangChange={setLang}
            fields={[
              { name: 'name', label: t('fields.name'), max: 60 },
              { name: 'description', label: t('fields.description'), max: 2000, rows: 4 },
            ]}
          />
        </Card>
        <Card title={t('sections.pictures')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('fields.logo')}
                name="logo"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={t('fields.logoHint')}
              >
                <PictureField upload={uploadPicture} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                label={t('fields.banner')}
                name="banner"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={t('fields.bannerHint')}
              >
                <PictureField upload={uploadPicture} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('sections.returnAddress')}>
          <Form.Item name="ownReturnAddress">
            <Radio.Group
              options={[
                { value: false, label: t('address.none') },
                { value: true, label: t('address.own') },
              ]}
            />
          </Form.Item>
          {ownAddress ? (
            <ReturnAddressFields />
          ) : (
            <Typography.Text type="secondary">{t('address.noneHint')}</Typography.Text>
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

/**
 * /shop — the shop as shoppers see it: name and description in the five languages, logo and banner, and where
 * returned goods go. Beside it what the platform sets (active or suspended, the commission rate), read-only.
 */
export function ShopSettingsPage() {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const shop = useQuery(shopQueryOptions());

  if (shop.error) return <Alert type="error" showIcon title={shop.error.message} />;
  if (!shop.data) return <Skeleton active />;

  const onSaved = (saved: ShopAdminDto) => {
    void message.success(t('saved'));
    queryClient.setQueryData(shopQueryOptions().queryKey, saved);
    // The header shows the shop's name.
    void queryClient.invalidateQueries({ queryKey: ME_KEY });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={{ span: 24, order: 2 }} xl={{ span: 16, order: 1 }}>
        <ShopForm key={shop.data.updated_at} shop={shop.data} onSaved={onSaved} />
      </Col>
      <Col xs={{ span: 24, order: 1 }} xl={{ span: 8, order: 2 }}>
        <PlatformCard shop={shop.data} />
      </Col>
    </Row>
  );
}
