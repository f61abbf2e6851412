import { profileBody, type ProfileBody, type UserDto } from '@shop/contract/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { zodRule } from '../../lib/form-rules.ts';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { accountKeys, accountQueries, updateProfile } from './api.ts';
import { displayName, initialOf } from './display-name.ts';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

type ProfileValues = Required<Pick<ProfileBody, 'family_name' | 'given_name' | 'email' | 'mobile'>>;

function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation(['account', 'common']);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      session.setUserInfo(saved);
      await queryClient.invalidateQueries({ queryKey: accountKeys.info() });
      void toast.success(t('common:success.save'));
    },
  });

  const initialValues: ProfileValues = {
    family_name: user.family_name,
    given_name: user.given_name,
    email: user.email,
    mobile: user.mobile,
  };

  return (
    <>
      <div className="profile-head">
        <span className="profile-head__avatar" aria-hidden="true">
          {user.avatar ? <img src={user.avatar} alt="" /> : initialOf(displayName(user))}
        </span>
        <span className="profile-head__text">
          <strong>{user.account}</strong>
          <span>{t('profile.accountFixed')}</span>
        </span>
      </div>
      <Form
        {...appValidationOnly}
        mode="card"
        layout="horizontal"
        initialValues={initialValues}
        onFinish={(values: ProfileValues) =>
          mutation.mutate({
            family_name: values.family_name.trim(),
            given_name: values.given_name.trim(),
            email: values.email.trim(),
            mobile: values.mobile.trim(),
          })
        }
        footer={
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={mutation.isPending}>
            {t('common:save')}
          </Button>
        }
      >
        <Form.Header>{t('profile.nameSection')}</Form.Header>
        <Form.Item name="given_name" label={t('profile.givenName')} rules={[zodRule(profileBody.shape.given_name)]}>
          <Input placeholder={t('profile.givenNamePlaceholder')} autoComplete="given-name" maxLength={40} clearable />
        </Form.Item>
        <Form.Item name="family_name" label={t('profile.familyName')} rules={[zodRule(profileBody.shape.family_name)]}>
          <Input placeholder={t('profile.familyNamePlaceholder')} autoComplete="family-name" maxLength={40} clearable />
        </Form.Item>
        <Form.Header>{t('profile.contactSection')}</Form.Header>
        <Form.Item name="email" label={t('profile.email')} rules={[zodRule(profileBody.shape.email)]}>
          <Input
            type="email"
            inputMode="email"
            placeholder={t('profile.emailPlaceholder')}
            autoComplete="email"
            clearable
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('profile.mobile')} rules={[zodRule(profileBody.shape.mobile)]}>
          <Input type="tel" inputMode="tel" placeholder={t('profile.mobilePlaceholder')} autoComplete="tel" clearable />
        </Form.Item>
      </Form>
    </>
  );
}

export function ProfilePage() {
  const { data: user } = useQuery(accountQueries.info());
  return (
    <Page titleKey="profile">
      <div className="account-body account-body--form">
        {user ? (
          <ProfileForm key={user.id} user={user} />
        ) : (
          <div className="account-skeleton">
            <Skeleton.Paragraph lineCount={6} animated />
          </div>
        )}
      </div>
    </Page>
  );
}
