import { type ShopAdminDto } from '@shop/contract/console-catalogue';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Col, Descriptions, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ME_KEY } from '../../lib/query-keys.ts';
import { formatRate } from '../../lib/rate.ts';
import { uploadPicture } from '../../lib/upload.ts';
import { saveShop, shopQueryOptions } from './api.ts';
import { shopBody, shopFormValues } from '@shop/desk/shops/shop-form-values.ts';
import { ShopForm as DeskShopForm, type ShopFormWord } from '@shop/desk/shops/shop-form.tsx';

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

/** Where the seller center keeps the shop form's words. */
const SHOP_FORM_KEYS = {
  textsSection: 'sections.texts',
  name: 'fields.name',
  description: 'fields.description',
  picturesSection: 'sections.pictures',
  logo: 'fields.logo',
  logoHint: 'fields.logoHint',
  banner: 'fields.banner',
  bannerHint: 'fields.bannerHint',
  returnAddressSection: 'sections.returnAddress',
  noAddress: 'address.none',
  ownAddress: 'address.own',
  noAddressHint: 'address.noneHint',
} as const satisfies Record<ShopFormWord, string>;

/** Desk's shop form with the seller center's save call and words. */
function ShopForm({ shop, onSaved }: { shop: ShopAdminDto; onSaved(shop: ShopAdminDto): void }) {
  const { t } = useTranslation('shop');
  return (
    <DeskShopForm
      initialValues={shopFormValues(shop)}
      save={(values) => saveShop(shopBody(values))}
      valuesOf={shopFormValues}
      onSaved={onSaved}
      upload={uploadPicture}
      words={(word) => t(SHOP_FORM_KEYS[word])}
      addressWords={(word) => t(`address.${word}`)}
    />
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
