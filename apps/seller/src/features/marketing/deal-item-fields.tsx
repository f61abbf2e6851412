import { DeleteOutlined } from '@ant-design/icons';
import { parseCents } from '@shop/contract/money';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Button, Col, Flex, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductCell } from '../../components/product-cell.tsx';
import type { DealItemRow } from './deal-form-values.ts';

interface Props {
  /** The row's index in the form's `items`. */
  index: number;
  row: DealItemRow;
  onRemove(): void;
}

/**
 * One SKU of a deal: the SKU as shoppers see it, its deal price (below its price now, shown beside it), the units
 * at that price and what one shopper may take. Stacked on a phone, side by side on a desk.
 */
export function DealItemFields({ index, row, onRemove }: Props) {
  const { t } = useTranslation('marketing');
  const format = useFormat();
  const rules = useFormRules();
  const normal = format.money(row.normal_price);
  const belowNormal = {
    validator: async (_rule: unknown, value: unknown) => {
      const cents = parseCents(String(value ?? '').trim());
      const ceiling = parseCents(row.normal_price);
      if (cents !== undefined && ceiling !== undefined && cents >= ceiling)
        throw new Error(t('deals.form.priceBelow', { price: normal }));
    },
  };
  const countRule = { required: true, message: t('deals.form.countRequired') };
  const named = row.spec ? `${row.title} · ${row.spec}` : row.title;
  return (
    <div
      role="group"
      aria-label={named}
      style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: '12px 12px 0' }}
    >
      <Flex justify="space-between" align="start" gap={8} style={{ marginBottom: 12 }}>
        <ProductCell image={row.image} title={row.title} spec={row.spec} />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('deals.form.removeSku', { title: named })}
        />
      </Flex>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item
            label={t('deals.form.dealPrice')}
            name={[index, 'price']}
            validateFirst
            rules={[rules.money({ positive: true }), belowNormal]}
            extra={t('deals.form.normalPrice', { price: normal })}
          >
            <Input prefix="$" inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t('deals.form.dealStock')} name={[index, 'deal_stock']} rules={[countRule]}>
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label={t('deals.form.perShopper')} name={[index, 'per_user_limit']}>
            <InputNumber
              min={1}
              max={1_000_000}
              precision={0}
              placeholder={t('deals.form.noLimit')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
    </div>
  );
}
