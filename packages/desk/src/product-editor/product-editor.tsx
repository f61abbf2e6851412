import {
  consoleProductSaveBody,
  type ProductEditDto,
  productEditDto,
  sellerProductSaveBody,
} from '@shop/contract/console-catalogue';
import type { LangCode } from '@shop/contract/languages';
import { optionKey } from '@shop/contract/product-skus';
import { Card, Col, Form, type FormInstance, Input, Row, Select, Space, Switch } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../i18n/translation-key.ts';
import { PictureListField } from '../pictures/picture-list-field.tsx';
import { answeredBy, changedPaths, inPageOrder, isListName, type ShownIssue } from './editor-issues.ts';
import { fieldLabel } from './field-label.ts';
import {
  type FieldIssue,
  type FieldName,
  formFromProduct,
  issuesToFields,
  type ProductFormValues,
  type ProductSaveRequest,
  requestFromForm,
  requestIssues,
  serverIssues,
} from './product-form.ts';
import { SaveBar } from './save-bar.tsx';
import { ShippingSection } from './shipping-section.tsx';
import { SkuTable } from './sku-table.tsx';
import { SpecsSection } from './specs-section.tsx';
import { TextsSection } from './texts-section.tsx';

/** A category or shop to choose from. */
export interface EditorChoice {
  id: number;
  name: string;
}

export interface ProductEditorProps {
  /** The product to edit (mount the editor again, e.g. with `key={product.id}`, to load another); none to create one. */
  product?: ProductEditDto;
  categories: readonly EditorChoice[];
  /** The console's shops, which shows the shop picker and saves with the console's schema; the seller center passes none. */
  shops?: readonly EditorChoice[];
  /** Sends one picture (POST …/upload) and resolves with its url. */
  upload(file: File): Promise<{ url: string }>;
  /**
   * Saves (POST …/product/save) the body, already checked with the contract's schema. A refusal throws: an error
   * with `fields` (request path → `validation` key) lands on those fields; otherwise its `message` is shown.
   */
  onSubmit(body: ProductSaveRequest): Promise<unknown>;
  /** After a save, with what onSubmit resolved (the saved product when it is a productEditDto: the form reloads it). */
  onSaved?(result: unknown): void;
  /** Whether there are unsaved edits, e.g. for React Router's useBlocker. */
  onDirtyChange?(dirty: boolean): void;
}

/** What a refused save may carry (the desk request client's RequestError has all of it). */
interface Refusal {
  message?: unknown;
  fields?: unknown;
  key?: unknown;
}

/** antd types a field's name against the values; these names are checked by issuesToFields' mapping instead. */
type FieldNamePath = Parameters<FormInstance<ProductFormValues>['setFields']>[0][number]['name'];

const FORM_NAME = 'product-editor';
const anchor = (part: string) => `${FORM_NAME}-${part}`;
const specAnchor = (spec: number) => anchor(`spec-${spec}`);

/** Where the save bar's list scrolls to for a problem that has no input of its own. */
function anchorOf(name: FieldName): string {
  if (name[0] === 'specs' && typeof name[1] === 'number') return specAnchor(name[1]);
  if (name[0] === 'specs' || name[0] === 'skus') return anchor(name[0]);
  return anchor('basics');
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/**
 * The product editor of the console and the seller center (docs/domain.md#catalogue-and-search): basics, titles and descriptions
 * per language, pictures, specifications, the SKU matrix, shipping and customs, and a sticky save bar listing every problem. Saving
 * parses the request with the contract's schema and sends nothing while a field is wrong.
 */
export function ProductEditor({
  product,
  categories,
  shops,
  upload,
  onSubmit,
  onSaved,
  onDirtyChange,
}: ProductEditorProps) {
  const { t, i18n } = useTranslation(['product-editor', 'validation']);
  const [form] = Form.useForm<ProductFormValues>();
  const [initialValues] = useState(() => formFromProduct(product));
  const withShop = shops !== undefined;
  const build = useCallback(
    (values: ProductFormValues) => requestFromForm(values, withShop ? { shopId: values.shop_id } : {}),
    [withShop],
  );
  const [saved, setSaved] = useState(() => JSON.stringify(build(initialValues)));
  const [savedOnce, setSavedOnce] = useState(false);
  const [issues, setIssues] = useState<ShownIssue[]>([]);
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [textLang, setTextLang] = useState<LangCode>('en');

  /** Shows (or with [] clears) messages under inputs; a list's problems are shown by its section instead. */
  const setFieldErrors = (fields: FieldIssue[]) =>
    form.setFields(
      fields
        .filter((field) => !isListName(field.name))
        .map((field) => ({ name: field.name as FieldNamePath, errors: field.errors })),
    );

  /** Takes back the problems `keep` refuses, from the fields and from the list. */
  const dropIssues = (keep: (issue: ShownIssue) => boolean) => {
    const dropped = issues.filter((issue) => !keep(issue));
    if (!dropped.length) return;
    setFieldErrors(dropped.map((issue) => ({ name: issue.name, errors: [] })));
    setIssues(issues.filter(keep));
  };

  const showIssues = (found: FieldIssue[], values: ProductFormValues) => {
    const fields = inPageOrder(found);
    const message = (key: string, name: FieldName) =>
      // A key built at run time: the app's key types cannot check it (translateKey is the loose form).
      translateKey(i18n, `validation:${key}`, { field: fieldLabel(name, values, t) });
    setFieldErrors([
      ...issues.map((issue) => ({ name: issue.name, errors: [] })),
      ...fields.map((field) => ({ name: field.name, errors: field.errors.map((key) => message(key, field.name)) })),
    ]);
    setIssues(
      fields.flatMap((field) =>
        field.errors.map((key) => ({
          name: field.name,
          message: message(key, field.name),
          label: fieldLabel(field.name, values, t),
        })),
      ),
    );
  };

  const goTo = (name: FieldName) => {
    if ((name[0] === 'title' || name[0] === 'description') && typeof name[1] === 'string') {
      setTextLang(name[1] as LangCode);
    }
    // After the language tab shows.
    setTimeout(() => {
      if (isListName(name)) {
        document.getElementById(anchorOf(name))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else {
        form.scrollToField(name, { behavior: 'smooth', block: 'center', focus: true });
      }
    });
  };

  const afterSave = (result: unknown, values: ProductFormValues, body: ProductSaveRequest) => {
    const loaded = productEditDto.safeParse(result);
    const resultId = typeof result === 'object' && result !== null && 'id' in result ? result.id : undefined;
    // The stock just saved is now the stock loaded: saving again must not apply the same change twice.
    const next: ProductFormValues = loaded.success
      ? formFromProduct(loaded.data)
      : {
          ...values,
          id: typeof resultId === 'number' ? resultId : values.id,
          skus: values.skus.map((row, i) => {
            const sent = body.skus[i];
            return sent ? { ...row, loaded_stock: sent.stock, origin: optionKey(sent.options) } : row;
          }),
        };
    form.setFieldsValue(next);
    setSaved(JSON.stringify(build(next)));
    setSavedOnce(true);
  };

  const save = async () => {
    const values = form.getFieldsValue(true) as ProductFormValues;
    const body = build(values);
    setFailure(undefined);
    const problems = issuesToFields(requestIssues(withShop ? consoleProductSaveBody : sellerProductSaveBody, body));
    showIssues(problems, values);
    if (problems.length) return;
    setSaving(true);
    try {
      const result = await onSubmit(body);
      afterSave(result, values, body);
      onSaved?.(result);
    } catch (error) {
      const refusal: Refusal = typeof error === 'object' && error !== null ? error : {};
      const message = typeof refusal.message === 'string' && refusal.message ? refusal.message : t('save.failed');
      if (isStringRecord(refusal.fields) && Object.keys(refusal.fields).length) {
        showIssues(issuesToFields(serverIssues(refusal.fields)), values);
      } else if (refusal.key === 'PRODUCT_CODE_TAKEN') {
        setFieldErrors([{ name: ['code'], errors: [message] }]);
        setIssues([{ name: ['code'], message, label: fieldLabel(['code'], values, t) }]);
      } else {
        setFailure(message);
      }
    } finally {
      setSaving(false);
    }
  };

  const section = (id: string, title: string, children: ReactNode) => (
    <Card id={anchor(id)} title={title}>
      {children}
    </Card>
  );
  const options = (choices: readonly EditorChoice[]) => choices.map((c) => ({ value: c.id, label: c.name }));

  return (
    <Form<ProductFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(changed) => {
        const paths = changedPaths(changed);
        dropIssues((issue) => !answeredBy(issue, paths));
      }}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {section(
          'basics',
          t('sections.basics'),
          <Row gutter={16}>
            {shops && (
              <Col xs={24} md={12}>
                <Form.Item label={t('fields.shop')} name="shop_id" required>
                  <Select
                    options={options(shops)}
                    placeholder={t('fields.shopPlaceholder')}
                    showSearch={{ optionFilterProp: 'label' }}
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={12}>
              <Form.Item label={t('fields.category')} name="category_id" required>
                <Select
                  options={options(categories)}
                  placeholder={t('fields.categoryPlaceholder')}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('fields.code')} name="code" extra={t('fields.codeHelp')}>
                <Input maxLength={40} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('fields.onSale')}
                name="on_sale"
                valuePropName="checked"
                extra={t('fields.onSaleHelp')}
              >
                <Switch />
              </Form.Item>
            </Col>
          </Row>,
        )}
        {section(
          'texts',
          t('sections.texts'),
          <TextsSection lang={textLang} onLangChange={setTextLang} issues={issues} />,
        )}
        {section(
          'pictures',
          t('sections.pictures'),
          <Form.Item name="images" extra={t('fields.picturesHelp')} style={{ marginBottom: 0 }}>
            <PictureListField upload={upload} />
          </Form.Item>,
        )}
        {section(
          'specs',
          t('sections.specs'),
          <SpecsSection
            issues={issues}
            anchorId={specAnchor}
            onRestructured={() => dropIssues((issue) => issue.name[0] !== 'specs' && issue.name[0] !== 'skus')}
          />,
        )}
        {section(
          'skus',
          t('sections.skus'),
          <SkuTable
            issues={issues}
            onFilled={(column) =>
              dropIssues(
                (issue) => !(issue.name[0] === 'skus' && (issue.name.length === 1 || issue.name[2] === column)),
              )
            }
          />,
        )}
        {section('shipping', t('sections.shipping'), <ShippingSection />)}
      </Space>
      {/* Outside the Space: antd wraps each of its children in a box of its own height, where sticky cannot move. */}
      <SaveBar
        saved={saved}
        savedOnce={savedOnce}
        build={build}
        issues={issues}
        failure={failure}
        saving={saving}
        onSave={() => void save()}
        onGoTo={goTo}
        onDirtyChange={onDirtyChange}
      />
    </Form>
  );
}
