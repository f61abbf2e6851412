import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useFormRules } from '../i18n/form-rules.ts';

/** An amount off, or a percent off with an optional cap: a platform promo code's terms and a shop voucher's. */
export type DiscountKind = 'fixed' | 'percent';

export type DiscountWord =
  | 'kind'
  | 'fixed'
  | 'percent'
  | 'amountOff'
  | 'percentOff'
  | 'percentRequired'
  | 'maxDiscount'
  | 'noCap'
  | 'minSpend'
  | 'minSpendHint';

interface Props {
  words(word: DiscountWord): string;
  /** The terms can no longer change (a started voucher's). */
  disabled?: boolean;
}

/** The choice of an amount off or a percent off (`kind`). */
export function DiscountKindField({ words, disabled = false }: Props) {
  return (
    <Form.Item label={words('kind')} name="kind">
      <Radio.Group
        optionType="button"
        disabled={disabled}
        options={(['fixed', 'percent'] as const).map((value) => ({ value, label: words(value) }))}
      />
    </Form.Item>
  );
}

/**
 * The value of the chosen kind — `amount_off`, or `percent_off` with `max_discount` — and the `min_spend`, money
 * typed as text and checked as the contract parses it. Only the chosen kind's inputs show; the form sends only
 * theirs.
 */
export function DiscountFields({
  kind,
  maxPercent,
  words,
  disabled = false,
}: Props & {
  /** The kind chosen now (the form's watched `kind`). */
  kind: DiscountKind;
  /** The largest percent the desk's schema takes (promo codes 100, shop vouchers 90). */
  maxPercent: number;
}) {
  const rules = useFormRules();
  return (
    <Row gutter={16}>
      {kind === 'percent' ? (
        <>
          <Col xs={24} sm={12}>
            <Form.Item
              label={words('percentOff')}
              name="percent_off"
              rules={[{ required: true, message: words('percentRequired') }]}
            >
              <InputNumber
                min={1}
                max={maxPercent}
                precision={0}
                suffix="%"
                style={{ width: '100%' }}
                disabled={disabled}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={words('maxDiscount')} name="max_discount" rules={[rules.money({ optional: true })]}>
              <Input prefix="$" placeholder={words('noCap')} disabled={disabled} />
            </Form.Item>
          </Col>
        </>
      ) : (
        <Col xs={24} sm={12}>
          <Form.Item label={words('amountOff')} name="amount_off" rules={[rules.money({ positive: true })]}>
            <Input prefix="$" disabled={disabled} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item
          label={words('minSpend')}
          name="min_spend"
          rules={[rules.money({ optional: true })]}
          extra={words('minSpendHint')}
        >
          <Input prefix="$" disabled={disabled} />
        </Form.Item>
      </Col>
    </Row>
  );
}
