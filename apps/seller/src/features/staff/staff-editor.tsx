import { MAX_STAFF, STAFF_INVITE_HOURS, STAFF_ROLES, type StaffDto, staffSaveBody } from '@shop/contract/shop-staff';
import { ChoiceList } from '@shop/desk/forms/choice-list.tsx';
import { FormDrawer } from '@shop/desk/forms/form-drawer.tsx';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Switch, Typography } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY } from '../../lib/query-keys.ts';
import { saveStaff } from './api.ts';
import { NEW_STAFF_VALUES, type StaffFormValues, toStaffFormValues, toStaffSaveBody } from './staff-form-values.ts';

const FORM_FIELDS: readonly (keyof StaffFormValues)[] = ['name', 'display_name', 'email', 'roles', 'active'];
const fields = staffSaveBody.shape;

/** The server's refusals that land on a field of this form: its validation keys, and a sign-in name taken. */
function formFieldErrors(error: unknown, i18n: I18n): { name: keyof StaffFormValues; errors: string[] }[] {
  if (hasErrorKey(error, ['STAFF_NAME_TAKEN']) && error instanceof Error)
    return [{ name: 'name', errors: [error.message] }];
  return fieldErrors(error, i18n).flatMap(({ name: [field], errors }) => {
    const name = FORM_FIELDS.find((known) => known === field);
    return name ? [{ name, errors }] : [];
  });
}

interface Props {
  /** The member to change; undefined to invite one. */
  staff?: StaffDto;
  /** The shop's own sign-in, before the colon of every member's ("tea.house" in "tea.house:anna"). */
  shopAccount: string;
  onClose(): void;
}

/**
 * Invites a staff member or changes one: the sign-in name (after "shop:"), the name colleagues see, the e-mail the
 * invitation goes to, the roles (each with what it opens) and whether it may sign in. Checked with the contract's
 * rules; a taken name shows on its field, the shop's limit above the form.
 */
export function StaffEditor({ staff, shopAccount, onClose }: Props) {
  const { t, i18n } = useTranslation('staff');
  const rules = useFormRules();
  const [form] = Form.useForm<StaffFormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const inviting = staff === undefined;

  const save = useMutation({
    mutationFn: saveStaff,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      void message.success(inviting ? t('editor.invited', { email: saved.email }) : t('editor.saved'));
      onClose();
    },
    onError: (error) => {
      const issues = formFieldErrors(error, i18n);
      form.setFields(issues);
      if (issues[0]) form.scrollToField(issues[0].name, { block: 'center' });
    },
  });
  const formError = save.error && formFieldErrors(save.error, i18n).length === 0 ? save.error : null;

  return (
    <FormDrawer
      title={inviting ? t('editor.inviteTitle') : t('editor.editTitle', { account: staff.account })}
      onSave={() => form.submit()}
      saving={save.isPending}
      onClose={onClose}
      refusal={
        formError && {
          message: formError.message,
          hint: hasErrorKey(formError, ['STAFF_LIMIT']) ? t('editor.limitHint', { max: MAX_STAFF }) : undefined,
        }
      }
    >
      <Form<StaffFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={staff ? toStaffFormValues(staff) : NEW_STAFF_VALUES}
        onFinish={(values) => save.mutate(toStaffSaveBody(values, staff?.id))}
      >
        <Form.Item
          label={t('editor.name')}
          name="name"
          rules={[rules.schema(fields.name)]}
          extra={inviting ? t('editor.nameHint') : t('editor.renameHint')}
        >
          <Input
            prefix={<Typography.Text type="secondary">{`${shopAccount}:`}</Typography.Text>}
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
          />
        </Form.Item>
        <Form.Item label={t('editor.displayName')} name="display_name" rules={[rules.schema(fields.display_name)]}>
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <Form.Item
          label={t('editor.email')}
          name="email"
          rules={[rules.schema(fields.email)]}
          extra={inviting ? t('editor.emailHint', { hours: STAFF_INVITE_HOURS }) : undefined}
        >
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item
          label={t('editor.roles')}
          name="roles"
          rules={[rules.schema(fields.roles)]}
          extra={t('editor.rolesHint')}
        >
          <ChoiceList
            choices={STAFF_ROLES}
            label={(role) => t(`roles.${role}`)}
            description={(role) => t(`roleDescriptions.${role}`)}
          />
        </Form.Item>
        <Form.Item label={t('editor.active')} name="active" valuePropName="checked" extra={t('editor.activeHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
