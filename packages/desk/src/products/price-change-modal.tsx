import type { ProductRowDto } from '@shop/contract/console-catalogue';
import { formatCents, parseCents } from '@shop/contract/money';
import { priceChangePercent } from '@shop/contract/product-bulk';
import {
  PRICE_PERCENT_MAX,
  PRICE_PERCENT_MIN,
  percentInBasisPoints,
  priceChangedBy,
} from '@shop/contract/rules/price-change';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { useFormat } from '../i18n/format.ts';
import { useFormRules } from '../i18n/form-rules.ts';
import type { ProductBulkWords } from './product-bulk-words.ts';

interface PriceChangeModalProps {
  open: boolean;
  /** The chosen products: the first is the preview's example. */
  rows: ProductRowDto[];
  sending: boolean;
  words: ProductBulkWords;
  onCancel(): void;
  onSubmit(percent: number): void;
}

/**
 * Asks the percent of a bulk price change (−10 lowers by 10 %) and says what it does before it is sent: the first
 * chosen product's price, changed by the contract's rule the server applies, so the sentence is what will be saved.
 */
export function PriceChangeModal({ open, rows, sending, words, onCancel, onSubmit }: PriceChangeModalProps) {
  const [form] = Form.useForm<{ percent: number | null }>();
  const rules = useFormRules();
  const format = useFormat();
  const percent = Form.useWatch('percent', form);
  const basisPoints = typeof percent === 'number' ? percentInBasisPoints(percent) : undefined;
  const example = rows[0];
  const from = example ? parseCents(example.price) : undefined;
  const preview =
    basisPoints !== undefined && example && from !== undefined
      ? words(basisPoints > 0 ? 'bulk.previewUp' : 'bulk.previewDown', {
          percent: format.number(Math.abs(basisPoints) / 100),
          title: example.title,
          from: format.money(example.price),
          to: format.money(formatCents(priceChangedBy(from, basisPoints))),
        })
      : undefined;
  const submit = async () => {
    const values = await form.validateFields();
    if (typeof values.percent === 'number') onSubmit(values.percent);
  };
  return (
    <Modal
      open={open}
      title={words('bulk.priceTitle', { count: rows.length })}
      okText={words('bulk.apply')}
      okButtonProps={{ loading: sending, disabled: basisPoints === undefined }}
      onOk={() => void submit()}
      onCancel={onCancel}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="percent"
          label={words('bulk.percent')}
          extra={words('bulk.percentHelp')}
          rules={[rules.schema(priceChangePercent)]}
        >
          <InputNumber
            min={PRICE_PERCENT_MIN}
            max={PRICE_PERCENT_MAX}
            step={1}
            suffix="%"
            autoFocus
            style={{ width: 160 }}
          />
        </Form.Item>
      </Form>
      {preview && <Typography.Paragraph data-testid="price-preview">{preview}</Typography.Paragraph>}
    </Modal>
  );
}
