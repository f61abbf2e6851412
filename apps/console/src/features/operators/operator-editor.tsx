import { OPERATOR_ROLES } from '@shop/contract/console-access';
import { type OperatorAdminDto, operatorSaveBody } from '@shop/contract/console-operators';
import { MIN_PASSWORD_LENGTH, password } from '@shop/contract/validation';
import { ChoiceList } from '@shop/desk/forms/choice-list.tsx';
import { FormDrawer } from '@shop/desk/forms/form-drawer.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Checkbox, Form, Input, Switch } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OPERATORS_KEY, saveOperator } from './api.ts';
import {
  NEW_OPERATOR_VALUES,
  type OperatorFormValues,
  toOperatorFormValues,
  toOperatorSaveBody,
} from './operator-form-values.ts';

/** Refusals that belong to one field of the form rather than to the whole save. */
const FIELD_OF_ERROR: Readonly<Record<string, keyof OperatorFormValues>> = {
  OPERATOR_ACCOUNT_TAKEN: 'account',
  OPERATOR_EMAIL_TAKEN: 'email',
  PASSWORD_REQUIRED_FOR_NEW: 'password',
};

const FORM_FIELDS: readonly (keyof OperatorFormValues)[] = ['account', 'name', 'email', 'roles', 'active', 'password'];

/** The server's per-field validation keys that land on a field of this form. */
function formFieldErrors(error: unknown, i18n: I18n): { name: keyof OperatorFormValues; errors: string[] }[] {
  return fieldErrors(error, i18n).flatMap(({ name: [field], errors }) => {
    const name = FORM_FIELDS.find((known) => known === field);
    return name ? [{ name, errors }] : [];
  });
}

interface Props {
  /** The operator to edit; undefined to create one. */
  operator?: OperatorAdminDto;
  onClose(): void;
}

/**
 * Creates or edits an operator: account, name, e-mail, roles (each with what it opens), active, and the password (required
 * for a new operator, a reset for an existing one). Rendered only while open, so each opening starts from the saved
 * values. The server's refusals show on the form: a taken account on its field, the last admin above it.
 */
export function OperatorEditor({ operator, onClose }: Props) {
  const { t } = useTranslation('operators');
  const { t: desk, i18n } = useTranslation('desk');
  const rules = useFormRules();
  const [form] = Form.useForm<OperatorFormValues>();
  const resetPassword = Form.useWatch('resetPassword', form) ?? false;
  const creating = operator === undefined;
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  const save = useMutation({
    mutationFn: saveOperator,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: OPERATORS_KEY });
      void message.success(creating ? t('editor.created') : t('editor.saved'));
      onClose();
    },
    onError: (error) => {
      const field = Object.entries(FIELD_OF_ERROR).find(([key]) => hasErrorKey(error, [key]))?.[1];
      const issues = field ? [{ name: field, errors: [error.message] }] : formFieldErrors(error, i18n);
      form.setFields(issues);
      // The drawer may be scrolled down to the password: bring the refused field into view (FormDrawer brings a
      // refusal of the whole save).
      if (issues[0]) form.scrollToField(issues[0].name, { block: 'center' });
    },
  });
  // A refusal shown on its field is not repeated above the form.
  const formError =
    save.error &&
    !Object.keys(FIELD_OF_ERROR).some((key) => hasErrorKey(save.error, [key])) &&
    formFieldErrors(save.error, i18n).length === 0
      ? save.error
      : null;

  return (
    <FormDrawer
      title={creating ? t('editor.newTitle') : t('editor.editTitle', { account: operator.account })}
      onSave={() => form.submit()}
      saving={save.isPending}
      onClose={onClose}
      refusal={
        formError && {
          message: formError.message,
          hint: hasErrorKey(formError, ['LAST_ADMIN']) ? t('editor.lastAdminHint') : undefined,
        }
      }
    >
      <Form<OperatorFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={operator ? toOperatorFormValues(operator) : NEW_OPERATOR_VALUES}
        onFinish={(values) => save.mutate(toOperatorSaveBody(values, operator?.id))}
      >
        <Form.Item
          label={t('editor.account')}
          name="account"
          rules={[rules.schema(operatorSaveBody.shape.account)]}
          extra={t('editor.accountHint')}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('editor.name')} name="name" rules={[rules.schema(operatorSaveBody.shape.name)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('editor.email')}
          name="email"
          rules={[rules.schema(operatorSaveBody.shape.email)]}
          extra={t('editor.emailHint')}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('editor.roles')}
          name="roles"
          rules={[rules.schema(operatorSaveBody.shape.roles)]}
          extra={t('editor.rolesHint')}
        >
          <ChoiceList
            choices={OPERATOR_ROLES}
            label={(role) => desk(`roles.${role}`)}
            description={(role) => t(`roleDescriptions.${role}`)}
          />
        </Form.Item>
        <Form.Item label={t('editor.active')} name="active" valuePropName="checked" extra={t('editor.activeHint')}>
          <Switch />
        </Form.Item>
        {!creating && (
          <Form.Item name="resetPassword" valuePropName="checked" style={{ marginBottom: resetPassword ? 8 : 24 }}>
            <Checkbox>{t('editor.resetPassword')}</Checkbox>
          </Form.Item>
        )}
        {(creating || resetPassword) && (
          <Form.Item
            label={creating ? t('editor.password') : t('editor.newPassword')}
            name="password"
            validateFirst
            rules={[{ required: true, message: t('editor.passwordRequired') }, rules.schema(password)]}
            extra={
              creating
                ? t('editor.passwordHint', { min: MIN_PASSWORD_LENGTH })
                : t('editor.resetHint', { min: MIN_PASSWORD_LENGTH })
            }
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </FormDrawer>
  );
}
