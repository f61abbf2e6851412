import { BANNER_LINK_TYPES } from '@shop/contract/catalogue';
import { type BannerAdminDto, bannerUrl, pictureUrl } from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { PictureField } from '@shop/desk/pictures/picture-field.tsx';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTabs, languageOfFirstError } from '../../components/localized-fields.tsx';
import { categoriesQueryOptions, shopOptionsQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { endsAfterStart } from '../../lib/date-time.ts';
import { setFieldErrors } from '../../lib/form-errors.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { bannersQueryOptions, saveBanner } from './api.ts';
import { type BannerFormValues, type BannerTarget, bannerBody, bannerFormValues } from './banner-form-values.ts';
import { ProductPicker } from './product-picker.tsx';

interface Props {
  /** The banner to edit; undefined to create one. */
  banner?: BannerAdminDto;
  onClose(): void;
}

/**
 * Creates or edits a home-page banner: title and subtitle in the five languages, the wide picture, where it leads
 * (a category, the discounted products, a product, a shop, a search or an outside https address: one of them), when
 * it shows (an optional start and end), its place and whether it is on. Rendered only while
 * open, so each opening starts from the saved values.
 */
export function BannerModal({ banner, onClose }: Props) {
  const { t, i18n } = useTranslation('banners');
  const { t: desk } = useTranslation('desk');
  const { lang: uiLang } = useFormat();
  const rules = useFormRules();
  const [form] = Form.useForm<BannerFormValues>();
  const [lang, setLang] = useState<LangCode>('en');
  const target: BannerTarget = Form.useWatch('target', form) ?? banner?.link_type ?? 'category';
  const categories = useQuery(categoriesQueryOptions());
  const shops = useQuery({ ...shopOptionsQueryOptions(), enabled: target === 'shop' });
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveBanner,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bannersQueryOptions().queryKey });
      void message.success(banner ? t('form.saved') : t('form.created'));
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrors(error, i18n);
      setFieldErrors(form, fields);
      setLang((current) => languageOfFirstError(fields) ?? current);
    },
  });
  const fieldProblem = save.error && fieldErrors(save.error, i18n).length > 0;

  return (
    <Modal
      open
      title={banner ? t('form.editTitle', { title: textIn(banner.title, uiLang) }) : t('form.newTitle')}
      okText={desk('actions.save')}
      cancelText={desk('actions.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={720}
    >
      {save.error && !fieldProblem && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<BannerFormValues>
        form={form}
        name="banner"
        layout="vertical"
        initialValues={bannerFormValues(banner)}
        onFinish={(values) => save.mutate(bannerBody(values, banner?.id))}
        onFinishFailed={({ errorFields }) => setLang((current) => languageOfFirstError(errorFields) ?? current)}
      >
        <LocalizedTabs
          lang={lang}
          onLangChange={setLang}
          fields={[
            { name: 'title', label: t('form.title'), max: 60 },
            { name: 'subtitle', label: t('form.subtitle'), max: 120 },
          ]}
        />
        <Form.Item
          label={t('form.image')}
          name="image"
          required
          rules={[rules.schema(pictureUrl)]}
          extra={t('form.imageHint')}
        >
          <PictureField upload={uploadPicture} />
        </Form.Item>
        <Form.Item label={t('form.target')} name="target" required>
          <Radio.Group options={BANNER_LINK_TYPES.map((type) => ({ value: type, label: t(`target.${type}`) }))} />
        </Form.Item>
        {target === 'category' && (
          <Form.Item
            label={t('form.category')}
            name="category_id"
            rules={[{ required: true, message: t('form.categoryRequired') }]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.categoryPlaceholder')}
              loading={categories.isPending}
              options={categories.data?.list.map((category) => ({
                value: category.id,
                label: textIn(category.name, uiLang),
              }))}
            />
          </Form.Item>
        )}
        {target === 'discounted' && (
          <Alert type="info" showIcon title={t('target.discountedHint')} style={{ marginBottom: 24 }} />
        )}
        {target === 'product' && (
          <Form.Item
            label={t('form.product')}
            name="product_id"
            rules={[{ required: true, message: t('form.productRequired') }]}
          >
            <ProductPicker placeholder={t('form.productPlaceholder')} />
          </Form.Item>
        )}
        {target === 'shop' && (
          <Form.Item
            label={t('form.shop')}
            name="shop_id"
            rules={[{ required: true, message: t('form.shopRequired') }]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.shopPlaceholder')}
              loading={shops.isPending}
              options={shops.data?.list.map((shop) => ({ value: shop.id, label: shop.name }))}
            />
          </Form.Item>
        )}
        {target === 'search' && (
          <Form.Item
            label={t('form.keyword')}
            name="keyword"
            extra={t('form.keywordHint')}
            rules={[{ required: true, whitespace: true, max: 60, message: t('form.keywordRequired') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
        )}
        {target === 'url' && (
          <Form.Item label={t('form.url')} name="url" extra={t('form.urlHint')} rules={[rules.schema(bannerUrl)]}>
            <Input placeholder="https://" inputMode="url" />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.starts')} name="starts_at" extra={t('form.startsHint')}>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.ends')}
              name="ends_at"
              extra={t('form.endsHint')}
              dependencies={['starts_at']}
              rules={[endsAfterStart('starts_at', t('form.endsAfterStart'))]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item label={t('form.sort')} name="sort" extra={t('form.sortHint')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item label={t('form.active')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
