import { deskForgotBody, deskResetBody } from '@shop/contract/account-security';
import { MIN_PASSWORD_LENGTH } from '@shop/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useFormRules } from '../i18n/form-rules.ts';

/** The reset's body as sent (the contract trims it). */
export type DeskResetInput = z.input<typeof deskResetBody>;

interface Props {
  /** Mails a code to the account's address; answers alike whether the account exists. */
  forgot(body: { account: string }): Promise<unknown>;
  /** Sets the new password with the mailed code. */
  reset(body: DeskResetInput): Promise<unknown>;
  /** The desk's sign-in page, where the end of the recovery leads. */
  signInTo: string;
  /** An account already known (an invitation's link): the form opens on the code, which the mail already carries. */
  initialAccount?: string;
}

type ResetFields = Omit<DeskResetInput, 'account'>;

/**
 * A desk's forgotten password, inside AuthFrame: the account (or its e-mail), then the mailed 6-digit code with the
 * new password twice (the contract's rules), then the way back to sign in. The first answer never says whether the
 * account exists, so the page cannot be used to find accounts.
 */
export function PasswordRecovery({ forgot, reset, signInTo, initialAccount }: Props) {
  const { t } = useTranslation('account-security');
  const rules = useFormRules();
  const [account, setAccount] = useState(initialAccount);
  // What the account field holds when the user asks for another code.
  const [lastAccount, setLastAccount] = useState(initialAccount);
  const send = useMutation({
    mutationFn: (value: string) => forgot({ account: value }),
    onSuccess: (_answer, value) => setAccount(value),
  });
  const change = useMutation({ mutationFn: reset });

  if (change.isSuccess) {
    return (
      <Result
        status="success"
        title={t('recovery.doneTitle')}
        subTitle={t('recovery.doneText')}
        style={{ padding: '16px 0' }}
        extra={
          <Link to={signInTo}>
            <Button type="primary">{t('recovery.signIn')}</Button>
          </Link>
        }
      />
    );
  }

  const backToSignIn = (
    <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
      <Link to={signInTo}>{t('recovery.backToSignIn')}</Link>
    </Typography.Paragraph>
  );

  if (account === undefined) {
    return (
      <>
        <Typography.Paragraph type="secondary">{t('recovery.intro')}</Typography.Paragraph>
        {send.error && <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} />}
        <Form<{ account: string }>
          key="account"
          layout="vertical"
          requiredMark={false}
          initialValues={{ account: lastAccount }}
          onFinish={(values) => send.mutate(values.account.trim())}
        >
          <Form.Item label={t('recovery.account')} name="account" rules={[rules.schema(deskForgotBody.shape.account)]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={send.isPending}>
            {t('recovery.send')}
          </Button>
        </Form>
        {backToSignIn}
      </>
    );
  }

  const fields = deskResetBody.shape;
  return (
    <>
      {send.isSuccess ? (
        <Alert type="success" showIcon title={t('recovery.sent')} style={{ marginBottom: 16 }} />
      ) : (
        <Typography.Paragraph type="secondary">{t('recovery.codeIntro', { account })}</Typography.Paragraph>
      )}
      {change.error && <Alert type="error" showIcon title={change.error.message} style={{ marginBottom: 16 }} />}
      {/* Its own key: React would otherwise keep the account step's form, and its values, in this place. */}
      <Form<ResetFields>
        key="reset"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate({ account, ...values, code: values.code.trim() })}
      >
        <Form.Item label={t('recovery.code')} name="code" rules={[rules.schema(fields.code)]}>
          <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
        </Form.Item>
        <Form.Item
          label={t('recovery.newPassword')}
          name="new_password"
          rules={[rules.schema(fields.new_password)]}
          extra={t('recovery.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('recovery.confirmPassword')}
          name="confirm_password"
          dependencies={['new_password']}
          rules={[rules.schema(fields.confirm_password), rules.sameAs('new_password', 'passwordsDoNotMatch')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={change.isPending}>
          {t('recovery.submit')}
        </Button>
      </Form>
      <Button
        type="link"
        block
        onClick={() => {
          send.reset();
          change.reset();
          setLastAccount(account);
          setAccount(undefined);
        }}
        style={{ marginTop: 8 }}
      >
        {t('recovery.resend')}
      </Button>
      {backToSignIn}
    </>
  );
}
