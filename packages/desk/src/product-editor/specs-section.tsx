import { LANGUAGES, type LangCode } from '@shop/contract/languages';
import { MAX_SKUS, MAX_SPEC_VALUES, MAX_SPECS } from '@shop/contract/product-skus';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { type ShownIssue, sameName } from './editor-issues.ts';
import { specName } from './field-label.ts';
import { emptyText, newLocalId, newSpec, type ProductFormValues, type SpecForm } from './product-form.ts';
import { reconcileSkus } from './sku-matrix.ts';

interface SpecsSectionProps {
  /** The problems found at the last save (those of a list are shown here, under it). */
  issues: readonly ShownIssue[];
  /** Called after values or specifications were added, removed or reordered (the SKU rows changed with them). */
  onRestructured(): void;
  /** Where the save bar's list scrolls to for a specification's own problems. */
  anchorId(spec: number): string;
}

/** A row of a specification's table: its name, then each value. */
type SpecRow = { key: string; value?: number };

const NAME_MAX = 30;
const VALUE_MAX = 40;

/**
 * The specifications (0 to 3 dimensions such as colour and size), each a small table: the name and the values, one
 * column per language. Adding, removing or reordering values or specifications reconciles the SKU rows at once,
 * so every combination keeps its price and stock.
 */
export function SpecsSection({ issues, onRestructured, anchorId }: SpecsSectionProps) {
  const { t } = useTranslation('product-editor');
  const form = Form.useFormInstance<ProductFormValues>();
  const specs: SpecForm[] = Form.useWatch('specs', { form, preserve: true }) ?? [];

  const restructure = (change: (specs: SpecForm[]) => SpecForm[]) => {
    const next = change(form.getFieldValue('specs') ?? []);
    form.setFieldsValue({ specs: next, skus: reconcileSkus(next, form.getFieldValue('skus') ?? []) });
    onRestructured();
  };
  const changeValues = (s: number, change: (values: SpecForm['values']) => SpecForm['values']) =>
    restructure((list) => list.map((spec, i) => (i === s ? { ...spec, values: change(spec.values) } : spec)));
  const moveValue = (s: number, from: number, to: number) =>
    changeValues(s, (values) => {
      const next = [...values];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  const skuCountWithOneMore = (s: number) =>
    specs.reduce((count, spec, i) => count * (spec.values.length + (i === s ? 1 : 0)), 1);

  const textInput = (name: (string | number)[], label: string, lang: LangCode, max: number, fallback?: string) => (
    <Form.Item name={name} style={{ marginBottom: 0 }}>
      <Input
        aria-label={label}
        maxLength={max}
        placeholder={lang === 'en' ? undefined : fallback}
        style={{ minWidth: 120 }}
      />
    </Form.Item>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {specs.length ? t('specs.help', { max: MAX_SPECS }) : t('specs.none')}
      </Typography.Paragraph>
      {issues
        .filter((issue) => sameName(issue.name, ['specs']))
        .map((issue) => (
          <Alert key={issue.message} type="error" showIcon title={issue.message} />
        ))}
      {specs.map((spec, s) => {
        const name = specName(spec, s, t);
        const rows: SpecRow[] = [{ key: 'name' }, ...spec.values.map((value, v) => ({ key: value.id, value: v }))];
        const rowLabel = (row: SpecRow) =>
          row.value === undefined ? t('specs.name') : t('specs.value', { number: row.value + 1 });
        const columns: TableColumnsType<SpecRow> = [
          {
            key: 'row',
            render: (_, row) => (
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {rowLabel(row)}
              </Typography.Text>
            ),
          },
          ...LANGUAGES.map(({ file_name: lang, language_name }) => ({
            key: lang,
            title: lang === 'en' ? <Typography.Text strong>{`${language_name} *`}</Typography.Text> : language_name,
            render: (_: unknown, row: SpecRow) => {
              const label = t('specs.cell', { spec: name, row: rowLabel(row), language: language_name });
              if (row.value === undefined)
                return textInput(['specs', s, 'name', lang], label, lang, NAME_MAX, spec.name.en);
              const fallback = spec.values[row.value]?.name.en;
              return textInput(['specs', s, 'values', row.value, 'name', lang], label, lang, VALUE_MAX, fallback);
            },
          })),
          {
            key: 'actions',
            width: 1,
            render: (_, row) => {
              const v = row.value;
              if (v === undefined) return null;
              const number = v + 1;
              return (
                <Space.Compact>
                  <Button
                    aria-label={t('specs.moveUp', { spec: name, number })}
                    title={t('specs.moveUp', { spec: name, number })}
                    disabled={v === 0}
                    onClick={() => moveValue(s, v, v - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    aria-label={t('specs.moveDown', { spec: name, number })}
                    title={t('specs.moveDown', { spec: name, number })}
                    disabled={v === spec.values.length - 1}
                    onClick={() => moveValue(s, v, v + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    danger
                    aria-label={t('specs.removeValue', { spec: name, number })}
                    title={t('specs.removeValue', { spec: name, number })}
                    disabled={spec.values.length === 1}
                    onClick={() => changeValues(s, (values) => values.filter((_, i) => i !== v))}
                  >
                    ×
                  </Button>
                </Space.Compact>
              );
            },
          },
        ];
        const tooMany = skuCountWithOneMore(s) > MAX_SKUS;
        return (
          <Card
            key={spec.id}
            id={anchorId(s)}
            size="small"
            title={name}
            extra={
              <Popconfirm
                title={t('specs.removeConfirm', { spec: name })}
                okText={t('specs.remove')}
                cancelText={t('specs.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => restructure((list) => list.filter((_, i) => i !== s))}
              >
                <Button danger size="small">
                  {t('specs.removeSpec', { spec: name })}
                </Button>
              </Popconfirm>
            }
          >
            <div style={{ overflowX: 'auto' }}>
              <Table<SpecRow> size="small" rowKey="key" pagination={false} dataSource={rows} columns={columns} />
            </div>
            <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
              <Button
                type="dashed"
                disabled={spec.values.length >= MAX_SPEC_VALUES || tooMany}
                onClick={() => changeValues(s, (values) => [...values, { id: newLocalId(), name: emptyText() }])}
              >
                {t('specs.addValue', { spec: name })}
              </Button>
              {tooMany && (
                <Typography.Text type="secondary">{t('specs.tooManySkus', { max: MAX_SKUS })}</Typography.Text>
              )}
            </Flex>
            {issues
              .filter((issue) => sameName(issue.name, ['specs', s, 'values']))
              .map((issue) => (
                <Typography.Text key={issue.message} type="danger" style={{ display: 'block', marginTop: 8 }}>
                  {issue.message}
                </Typography.Text>
              ))}
          </Card>
        );
      })}
      <Button
        type="dashed"
        block
        disabled={specs.length >= MAX_SPECS}
        onClick={() => restructure((list) => [...list, newSpec()])}
      >
        {specs.length >= MAX_SPECS ? t('specs.maxSpecs', { max: MAX_SPECS }) : t('specs.add')}
      </Button>
    </Space>
  );
}
