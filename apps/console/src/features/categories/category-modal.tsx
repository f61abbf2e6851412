import { type CategoryAdminDto, pictureUrl } from '@shop/contract/console-catalogue';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { PictureField } from '@shop/desk/pictures/picture-field.tsx';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, InputNumber, Modal, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalizedRows } from '../../components/localized-fields.tsx';
import { categoriesQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { setFieldErrors } from '../../lib/form-errors.ts';
import { type LocalizedForm, localizedForm, localizedRequest, textIn } from '@shop/desk/localized/localized-text.ts';
import { type CategorySaveInput, saveCategory } from './api.ts';
import { parentChoices } from './category-tree.ts';

interface CategoryFormValues {
  name: LocalizedForm;
  icon?: string;
  sort?: number | null;
  /** The parent category; undefined: top-level. */
  parent_id?: number | null;
  /** Shown to shoppers (the stored flag is `hidden`, its opposite). */
  shown: boolean;
}

/** The save request for the form: English always, other names when written, the sort only when given. */
export function categoryBody(values: CategoryFormValues, id?: number): CategorySaveInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: localizedRequest(values.name),
    icon: values.icon ?? '',
    ...(values.sort == null ? {} : { sort: values.sort }),
    parent_id: values.parent_id ?? null,
    hidden: !values.shown,
  };
}

interface Props {
  /** The category to edit; undefined to create one. */
  category?: CategoryAdminDto;
  /** A new category's parent (the table's "Add subcategory"). */
  parentId?: number;
  onClose(): void;
}

/**
 * Creates or edits a category: its name in the five languages (English required), its icon, its place in the
 * shop's list, its parent (two levels: only a top-level category without products can be one) and whether shoppers
 * see it. Rendered only while open, so each opening starts from the saved values.
 */
export function CategoryModal({ category, parentId, onClose }: Props) {
  const { t, i18n } = useTranslation('categories');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const { lang } = useFormat();
  const [form] = Form.useForm<CategoryFormValues>();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQueryOptions());
  const parents = parentChoices(categories.data?.list ?? [], category);
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveCategory,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
      void message.success(category ? t('form.saved') : t('form.created'));
      onClose();
    },
    // A refusal naming fields puts each message on its field; any other shows above the form.
    onError: (error) => setFieldErrors(form, fieldErrors(error, i18n)),
  });
  const fieldProblem = save.error && fieldErrors(save.error, i18n).length > 0;

  return (
    <Modal
      open
      title={category ? t('form.editTitle', { name: textIn(category.name, lang) }) : t('form.newTitle')}
      okText={desk('actions.save')}
      cancelText={desk('actions.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={560}
    >
      {save.error && !fieldProblem && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form<CategoryFormValues>
        form={form}
        name="category"
        layout="vertical"
        initialValues={{
          name: localizedForm(category?.name),
          icon: category?.icon,
          sort: category?.sort,
          parent_id: category ? category.parent_id : (parentId ?? null),
          shown: !category?.hidden,
        }}
        onFinish={(values) => save.mutate(categoryBody(values, category?.id))}
      >
        <LocalizedRows spec={{ name: 'name', label: t('form.name'), max: 40 }} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.icon')} name="icon" required rules={[rules.schema(pictureUrl)]}>
              <PictureField upload={uploadPicture} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.sort')} name="sort" extra={t('form.sortHint')}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.parent')} name="parent_id" extra={t('form.parentHint')}>
              <Select<number | null>
                loading={categories.isPending}
                disabled={category !== undefined && category.child_count > 0}
                options={[
                  { value: null, label: t('form.topLevel') },
                  ...parents.map((parent) => ({ value: parent.id, label: textIn(parent.name, lang) })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('form.shown')} name="shown" valuePropName="checked" extra={t('form.shownHint')}>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
