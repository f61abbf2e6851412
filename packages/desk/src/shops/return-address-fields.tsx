import { returnAddressInput } from '@shop/contract/console-catalogue';
import { Col, Form, Input, Row, Select } from 'antd';
import { useFormRules } from '../i18n/form-rules.ts';
import { useFormat } from '../i18n/format.ts';
import { regionOptions } from '../regions/regions.ts';

/** The address fields' words, each desk's own ("Choose a country or region", "Search a country or region"). */
export type ReturnAddressWord =
  | 'addressee'
  | 'mobile'
  | 'country'
  | 'countryPlaceholder'
  | 'area'
  | 'areaPlaceholder'
  | 'detail';

/**
 * A return address (addressee, mobile, country, area, detail) under `return_address` of the surrounding form, with
 * the contract's rules: a shop's own (both desks' shop forms) or the platform's fallback (the console's order settings).
 */
export function ReturnAddressFields({ words }: { words(word: ReturnAddressWord): string }) {
  const { lang } = useFormat();
  const rules = useFormRules();
  const shape = returnAddressInput.shape;
  const country: string | undefined = Form.useWatch(['return_address', 'country']);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label={words('addressee')}
          name={['return_address', 'addressee']}
          required
          rules={[rules.schema(shape.addressee)]}
        >
          <Input maxLength={60} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={words('mobile')}
          name={['return_address', 'mobile']}
          required
          rules={[rules.schema(shape.mobile)]}
        >
          <Input inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={words('country')}
          name={['return_address', 'country']}
          required
          rules={[rules.schema(shape.country)]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={words('countryPlaceholder')}
            options={regionOptions(lang, country ? [country] : [])}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={words('area')} name={['return_address', 'area']} required rules={[rules.schema(shape.area)]}>
          <Input maxLength={120} placeholder={words('areaPlaceholder')} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item
          label={words('detail')}
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
