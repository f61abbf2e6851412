import { parseCents } from '@shop/contract/money';
import type { FormListFieldData } from 'antd';
import { Button, Form, Input, InputNumber, Popover, Space, Table, type TableColumnsType, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShownIssue, sameName } from './editor-issues.ts';
import { combinationNames, specName } from './field-label.ts';
import type { ProductFormValues } from './product-form.ts';
import { type FillableColumn, fillColumn, type SkuRow } from './sku-matrix.ts';

const STOCK_MAX = 1_000_000;
const WEIGHT_MAX = 1_000_000;

interface SkuTableProps {
  issues: readonly ShownIssue[];
  /** Called after a column was filled (its problems are answered). */
  onFilled(column: FillableColumn): void;
}

/** What the rows show of the specifications: their names, and each row's value names (English). */
interface Matrix {
  heads: string[];
  rows: string[][];
}

/**
 * The SKU matrix: one row per combination of the specifications' values (their English names), with its price,
 * compare-at price, stock and, where it differs from the product's, its weight; "fill column" sets a column on
 * every row.
 */
export function SkuTable({ issues, onFilled }: SkuTableProps) {
  const { t } = useTranslation('product-editor');
  const form = Form.useFormInstance<ProductFormValues>();
  // Only the names shown: typing a price or another language's name does not redraw the table.
  const matrix: Matrix = Form.useWatch(
    (values: Partial<ProductFormValues>) => ({
      heads: (values.specs ?? []).map((spec, s) => specName(spec, s, t)),
      rows: combinationNames(values.specs ?? []),
    }),
    { form, preserve: true },
  ) ?? { heads: [], rows: [] };

  const combination = (row: number) => {
    const names = matrix.rows[row] ?? [];
    return names.length ? names.map((name) => name || '…').join(' / ') : t('skus.single');
  };
  const fill = <C extends FillableColumn>(column: C, value: SkuRow[C]) => {
    form.setFieldValue('skus', fillColumn(form.getFieldValue('skus') ?? [], column, value));
    onFilled(column);
  };
  const cellLabel = (column: string, row: number) => t('skus.cell', { column, combination: combination(row) });

  const moneyColumn = (
    column: 'price' | 'compare_at_price',
    title: string,
  ): TableColumnsType<FormListFieldData>[number] => ({
    key: column,
    title: (
      <FillTitle title={title}>
        {(close) => (
          <FillMoney
            label={t('skus.fillValue', { column: title })}
            optional={column === 'compare_at_price'}
            onApply={(value) => {
              fill(column, value);
              close();
            }}
          />
        )}
      </FillTitle>
    ),
    render: (_, field) => (
      <Form.Item name={[field.name, column]} style={{ marginBottom: 0 }}>
        <Input
          prefix="$"
          inputMode="decimal"
          aria-label={cellLabel(title, field.name)}
          placeholder={column === 'compare_at_price' ? t('skus.none') : undefined}
          style={{ width: 150 }}
        />
      </Form.Item>
    ),
  });

  const stockTitle = t('skus.stock');
  const weightTitle = t('skus.weight');
  const columns: TableColumnsType<FormListFieldData> = [
    ...(matrix.heads.length
      ? matrix.heads.map((head, d) => ({
          key: `spec-${d}`,
          title: head,
          render: (_: unknown, field: FormListFieldData) => matrix.rows[field.name]?.[d] || '…',
        }))
      : [{ key: 'single', title: t('skus.combination'), render: () => t('skus.single') }]),
    moneyColumn('price', t('skus.price')),
    moneyColumn('compare_at_price', t('skus.compareAt')),
    {
      key: 'stock',
      title: (
        <FillTitle title={stockTitle}>
          {(close) => (
            <FillStock
              label={t('skus.fillValue', { column: stockTitle })}
              onApply={(value) => {
                fill('stock', value);
                close();
              }}
            />
          )}
        </FillTitle>
      ),
      render: (_, field) => (
        <Form.Item name={[field.name, 'stock']} style={{ marginBottom: 0 }}>
          <InputNumber
            min={0}
            max={STOCK_MAX}
            precision={0}
            aria-label={cellLabel(stockTitle, field.name)}
            style={{ width: 120 }}
          />
        </Form.Item>
      ),
    },
    {
      key: 'weight_g',
      title: weightTitle,
      render: (_, field) => (
        <Form.Item name={[field.name, 'weight_g']} style={{ marginBottom: 0 }}>
          <InputNumber
            min={1}
            max={WEIGHT_MAX}
            precision={0}
            placeholder={t('skus.weightPlaceholder')}
            aria-label={cellLabel(weightTitle, field.name)}
            style={{ width: 130 }}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('skus.help', { count: matrix.rows.length })}</Typography.Text>
      <Typography.Text type="secondary">{t('skus.compareAtHelp')}</Typography.Text>
      <Form.List name="skus">
        {(fields) => (
          // A scrolling box rather than the table's own scroll.x: that copies each column title (with its fill
          // button) into a hidden measuring row.
          <div style={{ overflowX: 'auto' }}>
            <Table<FormListFieldData>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              columns={columns}
            />
          </div>
        )}
      </Form.List>
      {issues
        .filter((issue) => sameName(issue.name, ['skus']))
        .map((issue) => (
          <Typography.Text key={issue.message} type="danger">
            {issue.message}
          </Typography.Text>
        ))}
    </Space>
  );
}

/** A column's title with its "fill column" button, which opens a small form for the value. */
function FillTitle({ title, children }: { title: string; children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation('product-editor');
  const [open, setOpen] = useState(false);
  return (
    <Space size={4}>
      <span>{title}</span>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={setOpen}
        title={t('skus.fillTitle', { column: title })}
        content={open ? children(() => setOpen(false)) : null}
        destroyOnHidden
      >
        <Button type="link" size="small" aria-label={t('skus.fillColumn', { column: title })}>
          {t('skus.fill')}
        </Button>
      </Popover>
    </Space>
  );
}

function FillMoney({ label, optional, onApply }: { label: string; optional: boolean; onApply(value: string): void }) {
  const { t } = useTranslation('product-editor');
  const [text, setText] = useState('');
  const value = text.trim();
  const valid = (optional && value === '') || parseCents(value) !== undefined;
  return (
    <Space.Compact>
      <Input
        autoFocus
        prefix="$"
        inputMode="decimal"
        aria-label={label}
        placeholder={optional ? t('skus.none') : undefined}
        value={text}
        status={value && !valid ? 'error' : undefined}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => valid && onApply(value)}
        style={{ width: 150 }}
      />
      <Button type="primary" disabled={!valid} onClick={() => onApply(value)}>
        {t('skus.apply')}
      </Button>
    </Space.Compact>
  );
}

function FillStock({ label, onApply }: { label: string; onApply(value: number): void }) {
  const { t } = useTranslation('product-editor');
  const [value, setValue] = useState<number | null>(null);
  return (
    <Space.Compact>
      <InputNumber
        autoFocus
        min={0}
        max={STOCK_MAX}
        precision={0}
        aria-label={label}
        value={value}
        onChange={setValue}
        onPressEnter={() => value !== null && onApply(value)}
        style={{ width: 120 }}
      />
      <Button type="primary" disabled={value === null} onClick={() => value !== null && onApply(value)}>
        {t('skus.apply')}
      </Button>
    </Space.Compact>
  );
}
