import { secondStepCode } from '@shop/contract/account-security';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '../i18n/form-rules.ts';
import { hasErrorKey } from '../request/request-error.ts';

/** What the second step sends: the sign-in's challenge and the code typed. */
export interface SecondStepAnswer {
  challenge: string;
  code: string;
}

interface Props<T> {
  /** From the sign-in's answer: what the code answers. */
  challenge: string;
  /** The desk's second-step call; its refusal (a wrong code, a lock) shows above the field. */
  send(body: SecondStepAnswer): Promise<T>;
  onAnswer(answer: T): void;
  /** Back to the password: asked by the user, or the challenge ran out (its refusal to show there). */
  onBack(expired?: Error): void;
}

/**
 * The sign-in's second step, shown by LoginForm after a right password of an account with two-factor sign-in: one
 * field for the authenticator app's 6 digits or a recovery code (the contract's rule), and the way back.
 */
export function SecondStepForm<T>({ challenge, send, onAnswer, onBack }: Props<T>) {
  const { t } = useTranslation('account-security');
  const rules = useFormRules();
  const verify = useMutation({
    mutationFn: (code: string) => send({ challenge, code }),
    onSuccess: (answer) => onAnswer(answer),
    // A challenge lives a few minutes: past them only the password starts a new one.
    onError: (error) => {
      if (hasErrorKey(error, ['SECOND_STEP_EXPIRED'])) onBack(error);
    },
  });
  return (
    <>
      <Typography.Paragraph type="secondary">{t('signIn.intro')}</Typography.Paragraph>
      {verify.error && <Alert type="error" showIcon title={verify.error.message} style={{ marginBottom: 16 }} />}
      <Form<{ code: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={({ code }) => verify.mutate(code.trim())}
      >
        <Form.Item
          label={t('signIn.code')}
          name="code"
          rules={[rules.schema(secondStepCode)]}
          extra={t('signIn.codeHint')}
        >
          {/* Not a numeric keyboard: a recovery code has letters. */}
          <Input autoComplete="one-time-code" autoCapitalize="off" spellCheck={false} autoFocus maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={verify.isPending}>
          {t('signIn.verify')}
        </Button>
      </Form>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => onBack()}
        style={{ paddingInline: 0, marginTop: 8 }}
      >
        {t('signIn.back')}
      </Button>
    </>
  );
}
