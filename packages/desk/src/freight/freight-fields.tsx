import { freightGrams } from '@shop/contract/freight';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useFormRules } from '../i18n/form-rules.ts';
import type { FreightFormValues } from './freight-form-values.ts';

/** The words the fields need; each desk maps them onto its own keys. */
export type FreightWord =
  | 'mode'
  | 'flat'
  | 'weight'
  | 'fee'
  | 'firstFee'
  | 'freeAbove'
  | 'freeAboveHint'
  | 'neverFree'
  | 'firstWeight'
  | 'stepWeight'
  | 'stepFee'
  | 'grams'
  | 'weightHint';

/**
 * A freight rule's fields (docs/domain.md#parcels-and-freight), for a desk's antd form holding FreightFormValues:
 * the mode, the fee (of the first weight when by weight), the weight steps, and the free-shipping threshold.
 */
export function FreightFields({ words }: { words: (word: FreightWord) => string }) {
  const rules = useFormRules();
  const mode = Form.useWatch<FreightFormValues['mode'] | undefined>('mode');
  const byWeight = mode === 'weight';
  return (
    <>
      <Form.Item label={words('mode')} name="mode">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'flat', label: words('flat') },
            { value: 'weight', label: words('weight') },
          ]}
        />
      </Form.Item>
      <Form.Item label={words(byWeight ? 'firstFee' : 'fee')} name="fee" rules={[rules.money()]}>
        <Input prefix="$" inputMode="decimal" />
      </Form.Item>
      {byWeight && (
        <>
          <Form.Item
            label={words('firstWeight')}
            name="first_weight_g"
            rules={[rules.schema(freightGrams)]}
            extra={words('weightHint')}
          >
            <InputNumber min={1} precision={0} suffix={words('grams')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={words('stepWeight')} name="step_weight_g" rules={[rules.schema(freightGrams)]}>
            <InputNumber min={1} precision={0} suffix={words('grams')} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={words('stepFee')} name="step_fee" rules={[rules.money()]}>
            <Input prefix="$" inputMode="decimal" />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={words('freeAbove')}
        name="free_above"
        rules={[rules.money({ optional: true })]}
        extra={words('freeAboveHint')}
      >
        <Input prefix="$" inputMode="decimal" placeholder={words('neverFree')} />
      </Form.Item>
    </>
  );
}
