import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { type FieldSchema, useFormRules } from '../i18n/form-rules.ts';

/** What the sign-in form sends. */
export interface LoginValues {
  account: string;
  password: string;
}

/** The sign-in form's words, each desk's own ("Sign in with your operator account", "… seller account"). */
export type LoginWord = 'intro' | 'account' | 'password' | 'submit';

interface Props<T> {
  /** The contract's body of the desk's sign-in call: the fields are checked with its rules before anything is sent. */
  body: { shape: Record<keyof LoginValues, FieldSchema> };
  /** The desk's sign-in call; a refusal it throws is shown above the fields. */
  login(values: LoginValues): Promise<T>;
  /** What the answer opens is the desk's: the session and the dashboard, a waiting or refused application. */
  onAnswer(answer: T, values: LoginValues): void;
  words(word: LoginWord): string;
}

/**
 * The sign-in form both desks show inside AuthFrame: a line of introduction, the server's refusal, account and
 * password (checked with the contract's rules, in the server's words), and the button spinning while it is sent.
 */
export function LoginForm<T>({ body, login, onAnswer, words }: Props<T>) {
  const rules = useFormRules();
  const signIn = useMutation({ mutationFn: login, onSuccess: onAnswer });
  return (
    <>
      <Typography.Paragraph type="secondary">{words('intro')}</Typography.Paragraph>
      {signIn.error && <Alert type="error" showIcon title={signIn.error.message} style={{ marginBottom: 16 }} />}
      <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={(values) => signIn.mutate(values)}>
        <Form.Item label={words('account')} name="account" rules={[rules.schema(body.shape.account)]}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label={words('password')} name="password" rules={[rules.schema(body.shape.password)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {words('submit')}
        </Button>
      </Form>
    </>
  );
}
