import { returnAddressInput } from '@shop/contract/console-catalogue';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionOptions } from '../lib/regions.ts';

/**
 * A return address (addressee, mobile, country, area, detail) under `return_address` of the surrounding form, with
 * the contract's rules: a shop's own (shop editor) or the platform's fallback (order settings).
 */
export function ReturnAddressFields() {
  const { t } = useTranslation('shops');
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
