import { OPERATOR_ROLES, type OperatorRole } from '@shop/contract/console-access';
import { ChoiceList } from '@shop/desk/forms/choice-list.tsx';
import { FormDrawer } from '@shop/desk/forms/form-drawer.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveSecurityPolicy, securityPolicyQueryOptions } from './api.ts';

/**
 * The platform's two-factor policy: the roles whose holders must sign in with two factors. An operator holding one
 * without it can open only their own account's security page until it is on. Rendered only while open.
 */
export function TwoFactorPolicyDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('operators');
  const { t: desk } = useTranslation('desk');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ roles: OperatorRole[] }>();
  const policy = useQuery(securityPolicyQueryOptions());
  const save = useMutation({
    mutationFn: saveSecurityPolicy,
    onSuccess: (saved) => {
      queryClient.setQueryData(securityPolicyQueryOptions().queryKey, saved);
      void message.success(t('policy.saved'));
      onClose();
    },
  });

  return (
    <FormDrawer
      title={t('policy.title')}
      onSave={() => form.submit()}
      saving={save.isPending}
      onClose={onClose}
      size={480}
      refusal={save.error && { message: save.error.message }}
    >
      <Typography.Paragraph type="secondary">{t('policy.intro')}</Typography.Paragraph>
      {policy.error && <Alert type="error" showIcon title={policy.error.message} />}
      {policy.isPending && <Skeleton active />}
      {policy.data && (
        <Form<{ roles: OperatorRole[] }>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ roles: policy.data.roles }}
          onFinish={(values) => save.mutate(values.roles)}
        >
          <Form.Item label={t('policy.roles')} name="roles" extra={t('policy.rolesHint')}>
            <ChoiceList
              choices={OPERATOR_ROLES}
              label={(role) => desk(`roles.${role}`)}
              description={(role) => t(`roleDescriptions.${role}`)}
            />
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
