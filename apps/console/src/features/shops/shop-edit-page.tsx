import { ArrowLeftOutlined } from '@ant-design/icons';
import { type ShopAdminDto } from '@shop/contract/console-catalogue';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Form, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocalizedTabsWords } from '../../components/localized-fields.tsx';
import { ShopForm as DeskShopForm, type ShopFormWord } from '@shop/desk/shops/shop-form.tsx';
import { backTo } from '@shop/desk/list/back-to-list.ts';
import { shopOptionsQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { CommissionEditor } from '../../components/commission-editor.tsx';
import { SHOPS_KEY } from '../../lib/shops.ts';
import { saveShop, shopQueryOptions } from './api.ts';
import { shopBody, shopFormValues } from './shop-form-values.ts';

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

/** Where the console keeps the shop form's words. */
const SHOP_FORM_KEYS = {
  textsSection: 'edit.sections.texts',
  name: 'edit.name',
  description: 'edit.description',
  picturesSection: 'edit.sections.pictures',
  logo: 'edit.logo',
  logoHint: 'edit.logoHint',
  banner: 'edit.banner',
  bannerHint: 'edit.bannerHint',
  returnAddressSection: 'edit.sections.returnAddress',
  noAddress: 'address.none',
  ownAddress: 'address.own',
  noAddressHint: 'address.noneHint',
} as const satisfies Record<ShopFormWord, string>;

/** Desk's shop form with the console's save call, words and its own card: whether the shop is active. */
function ShopForm({ shop, onSaved }: ShopFormProps) {
  const { t } = useTranslation('shops');
  const tabWords = useLocalizedTabsWords();
  return (
    <DeskShopForm
      initialValues={shopFormValues(shop)}
      save={(values) => saveShop(shopBody(values, shop?.id))}
      valuesOf={shopFormValues}
      onSaved={onSaved}
      upload={uploadPicture}
      words={(word) => t(SHOP_FORM_KEYS[word])}
      addressWords={(word) => t(`address.${word}`)}
      tabWords={tabWords}
    >
      <Card title={t('edit.sections.state')}>
        <Form.Item label={t('edit.active')} name="active" extra={t('edit.activeHint')} style={{ marginBottom: 0 }}>
          <ActiveSwitch confirmOff={shop?.active === true} />
        </Form.Item>
      </Card>
    </DeskShopForm>
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
