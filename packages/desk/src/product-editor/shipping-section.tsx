import { Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format.ts';
import { regionOptions } from '../regions/regions.ts';
import type { ProductFormValues } from './product-form.ts';

/** The contract's bounds (console-catalogue.ts): the inputs stop there, the schema names anything else. */
const WEIGHT_MAX = 1_000_000;
const SIZE_MAX = 10_000;

/**
 * What a cross-border parcel declares (docs/domain.md#product-parcel-data): the packed weight and size, the HS code
 * and the country of origin, every one optional; a SKU's own weight is in the SKU table.
 */
export function ShippingSection() {
  const { t } = useTranslation('product-editor');
  const { lang } = useFormat();
  const origin: string | undefined = Form.useWatch<ProductFormValues['origin_country']>('origin_country');
  const size = (name: 'length_mm' | 'width_mm' | 'height_mm', label: string) => (
    <Col xs={24} sm={8} md={4}>
      <Form.Item label={label} name={name}>
        <InputNumber min={1} max={SIZE_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('fields.shippingHelp')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.weight')} name="weight_g" extra={t('fields.weightHelp')}>
            <InputNumber min={1} max={WEIGHT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {size('length_mm', t('fields.length'))}
        {size('width_mm', t('fields.width'))}
        {size('height_mm', t('fields.height'))}
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.hsCode')} name="hs_code" extra={t('fields.hsCodeHelp')}>
            <Input inputMode="numeric" maxLength={10} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.origin')} name="origin_country">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('fields.originPlaceholder')}
              options={regionOptions(lang, origin ? [origin] : [])}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
