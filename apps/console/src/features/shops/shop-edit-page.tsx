import { ArrowLeftOutlined } from '@ant-design/icons';
import { pictureUrl, type ShopAdminDto } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { PictureField } from '@shop/desk/pictures/picture-field.tsx';
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
  Radio,
  Row,
  Skeleton,
  Space,
  Switch,
  Tag,
  Typography,
  theme,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LocalizedTabs, languageOfFirstError } from '../../components/localized-fields.tsx';
import { ReturnAddressFields } from '../../components/return-address-fields.tsx';
import { backTo } from '../../lib/back-to-list.ts';
import { setFieldErrors } from '../../lib/form-errors.ts';
import { shopOptionsQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { textIn } from '../../lib/localized.ts';
import { SHOPS_KEY, saveShop, shopQueryOptions } from './api.ts';
import { CommissionEditor } from './commission-editor.tsx';
import { type ShopFormValues, shopBody, shopFormValues } from './shop-form-values.ts';

const LIST = '/catalogue/shops';

function useShopId(): number | undefined {
  const { id } = useParams();
  if (id === undefined) return undefined;
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

interface ActiveSwitchProps {
  value?: boolean;
  onChange?: (active: boolean) => void;
  /** Ask before switching off: the shop is active now, and its products would leave every listing. */
  confirmOff: boolean;
  id?: string;
}

/** The shop's active switch; switching a live shop off asks first, saying what it does to its products. */
function ActiveSwitch({ value, onChange, confirmOff, id }: ActiveSwitchProps) {
  const { t } = useTranslation('shops');
  const { modal } = App.useApp();
  return (
    <Switch
      id={id}
      checked={value}
      checkedChildren={t('status.active')}
      unCheckedChildren={t('status.inactive')}
      onChange={(checked) => {
        if (checked || !confirmOff) {
          onChange?.(checked);
          return;
        }
        modal.confirm({
          title: t('edit.deactivateTitle'),
          content: t('edit.deactivateText'),
          okText: t('edit.deactivate'),
          okButtonProps: { danger: true },
          cancelText: t('edit.keepActive'),
          onOk: () => onChange?.(false),
        });
      }}
    />
  );
}

/** What the shop is at a glance, beside the form: its listing state, figures and commission. */
function ShopSummary({ shop }: { shop: ShopAdminDto }) {
  const { t } = useTranslation('shops');
  const format = useFormat();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('edit.sections.summary')} size="small">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'id', label: t('edit.summary.id'), children: shop.id },
            {
              key: 'state',
              label: t('columns.state'),
              children: shop.active ? (
                <Tag color="green">{t('status.active')}</Tag>
              ) : (
                <Tag color="red">{t('status.inactive')}</Tag>
              ),
            },
            { key: 'products', label: t('columns.products'), children: format.number(shop.product_count) },
            { key: 'sales', label: t('columns.sales'), children: format.number(shop.sales) },
            { key: 'created', label: t('columns.created'), children: format.dateTime(shop.created_at) },
            { key: 'updated', label: t('edit.summary.updated'), children: format.dateTime(shop.updated_at) },
          ]}
        />
      </Card>
      <Card title={t('commission.title')} size="small">
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <CommissionEditor shopId={shop.id} rate={shop.commission_rate} isDefault={shop.commission_is_default} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('commission.shopHint')}
          </Typography.Text>
        </Space>
      </Card>
    </Space>
  );
}

interface ShopFormProps {
  shop?: ShopAdminDto;
  /** After a save, with the shop as saved. */
  onSaved(shop: ShopAdminDto): void;
}

function ShopForm({ shop, onSaved }: ShopFormProps) {
  const { t, i18n } = useTranslation('shops');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ShopFormValues>();
  const [lang, setLang] = useState<LangCode>('en');
  const ownAddress: boolean | undefined = Form.useWatch('ownReturnAddress', form);
  const save = useMutation({
    mutationFn: (values: ShopFormValues) => saveShop(shopBody(values, shop?.id)),
    onSuccess: (saved) => {
      form.setFieldsValue(shopFormValues(saved));
      onSaved(saved);
    },
    onError: (error) => {
      const fields = fieldErrors(error, i18n);
      setFieldErrors(form, fields);
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
        <Card title={t('edit.sections.texts')}>
          <LocalizedTabs
            lang={lang}
            onLangChange={setLang}
            fields={[
              { name: 'name', label: t('edit.name'), max: 60 },
              { name: 'description', label: t('edit.description'), max: 2000, rows: 4 },
            ]}
          />
        </Card>
        <Card title={t('edit.sections.pictures')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('edit.logo')}
                name="logo"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={t('edit.logoHint')}
              >
                <PictureField upload={uploadPicture} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                label={t('edit.banner')}
                name="banner"
                required
                rules={[rules.schema(pictureUrl)]}
                extra={t('edit.bannerHint')}
              >
                <PictureField upload={uploadPicture} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('edit.sections.state')}>
          <Form.Item label={t('edit.active')} name="active" extra={t('edit.activeHint')} style={{ marginBottom: 0 }}>
            <ActiveSwitch confirmOff={shop?.active === true} />
          </Form.Item>
        </Card>
        <Card title={t('edit.sections.returnAddress')}>
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
 * A shop (/catalogue/shops/new and /catalogue/shops/:id): names and descriptions in the five languages, logo and
 * banner, active (switching a live shop off asks first), its return address or none; beside it the figures and the
 * commission rate, which finance alone may change. Back returns to the list as it was left.
 */
export function ShopEditPage() {
  const { t } = useTranslation('shops');
  const { lang } = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useShopId();
  const creating = id === undefined;
  const valid = creating || !Number.isNaN(id);
  const shop = useQuery({ ...shopQueryOptions(id ?? 0), enabled: !creating && valid });
  const backPath = backTo(location.state, LIST);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)}>
      {t('edit.back')}
    </Button>
  );

  const onSaved = (saved: ShopAdminDto) => {
    void message.success(creating ? t('edit.created') : t('edit.saved'));
    queryClient.setQueryData(shopQueryOptions(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...SHOPS_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: shopOptionsQueryOptions().queryKey });
    if (creating) void navigate(`${LIST}/${saved.id}`, { replace: true, state: location.state });
  };

  if (!valid) return <Alert type="error" showIcon title={t('edit.notFound')} action={back} />;
  if (shop.error) {
    return (
      <>
        <PageExtra>{back}</PageExtra>
        <Alert type="error" showIcon title={shop.error.message} />
      </>
    );
  }
  if (!creating && !shop.data) {
    return (
      <>
        <PageExtra>{back}</PageExtra>
        <Skeleton active />
      </>
    );
  }

  return (
    <>
      {shop.data && <PageTitle>{textIn(shop.data.name, lang)}</PageTitle>}
      <PageExtra>{back}</PageExtra>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <ShopForm key={shop.data?.id ?? 'new'} shop={shop.data} onSaved={onSaved} />
        </Col>
        <Col xs={24} xl={8}>
          {shop.data ? (
            <ShopSummary shop={shop.data} />
          ) : (
            <Alert type="info" showIcon title={t('edit.newShopCommission')} />
          )}
        </Col>
      </Row>
    </>
  );
}
