import type { SecondStepDto } from '@shop/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SecondStepAnswer } from '../account-security/second-step-form.tsx';
import { type FieldSchema, useFormRules } from '../i18n/form-rules.ts';
import { AuthNote } from './auth-frame.tsx';
import { PageLoading } from './page-loading.tsx';

// The code step (its tabs for an app's code or a recovery code) is fetched only when an account with two-factor
// sign-in gets there: the sign-in page of everyone else does without it.
const SecondStepForm = lazy(() =>
  import('../account-security/second-step-form.tsx').then((module) => ({ default: module.SecondStepForm })),
);

/** What the sign-in form sends. */
export interface LoginValues {
  account: string;
  password: string;
}

/** The sign-in form's words, each desk's own ("Sign in with your operator account", "… seller account"). */
export type LoginWord = 'intro' | 'account' | 'password' | 'submit';

interface Props<T> {
  /**
   * Loads the contract's body of the desk's sign-in call: the fields are checked with its rules before anything is
   * sent. A loader (`() => import('@shop/contract/…').then(…)`), fetched at the first check, so that the page every
   * visit starts on carries no validation library (docs/desk-kit.md#loading-on-use).
   */
  body: () => Promise<{ shape: Record<keyof LoginValues, FieldSchema> }>;
  /**
   * The desk's sign-in call; a refusal it throws is shown above the fields. An account with two-factor sign-in
   * answers the second step instead of a session.
   */
  login(values: LoginValues): Promise<T | SecondStepDto>;
  /** The desk's call answering the second step with a code; needed by a desk whose accounts may use two factors. */
  secondStep?(body: SecondStepAnswer): Promise<T>;
  /** What the answer opens is the desk's: the session and the dashboard, a waiting or refused application. */
  onAnswer(answer: T, values: LoginValues): void;
  words(word: LoginWord): string;
  /** The desk's password recovery page: a "Forgot password?" link under the password. */
  forgotPasswordTo?: string;
}

function isSecondStep(answer: unknown): answer is SecondStepDto {
  return typeof answer === 'object' && answer !== null && 'second_step' in answer;
}

/** A sign-in whose password was right, waiting for its code. */
interface Pending {
  challenge: string;
  values: LoginValues;
}

/**
 * The sign-in form both desks show inside AuthFrame: a line of introduction, the server's refusal, account and
 * password (checked with the contract's rules, in the server's words), and the button spinning while it is sent.
 * When the account has two-factor sign-in, the form turns into the code step; the desk only ever gets a session.
 */
export function LoginForm<T>({ body, login, secondStep, onAnswer, words, forgotPasswordTo }: Props<T>) {
  const { t } = useTranslation('account-security');
  const { t: desk } = useTranslation('desk');
  const rules = useFormRules();
  const [pending, setPending] = useState<Pending>();
  // Why the form came back from the code step by itself (the challenge ran out): said above the password.
  const [notice, setNotice] = useState<Error>();
  const [account, setAccount] = useState<string>();
  const signIn = useMutation({
    mutationFn: login,
    onMutate: () => setNotice(undefined),
    onSuccess: (answer, values) => {
      if (!isSecondStep(answer)) onAnswer(answer, values);
      else if (secondStep) setPending({ challenge: answer.second_step.challenge, values });
      // A desk that cannot answer the second step cannot finish this sign-in.
      else setNotice(new Error(desk('errors.badData')));
    },
  });

  if (pending && secondStep) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SecondStepForm
          challenge={pending.challenge}
          send={secondStep}
          onAnswer={(answer) => onAnswer(answer as T, pending.values)}
          onBack={(expired) => {
            setAccount(pending.values.account);
            setNotice(expired);
            signIn.reset();
            setPending(undefined);
          }}
        />
      </Suspense>
    );
  }

  const refusal = signIn.error ?? notice;
  return (
    <>
      <AuthNote secondary>{words('intro')}</AuthNote>
      {refusal && <Alert type="error" showIcon title={refusal.message} style={{ marginBottom: 16 }} />}
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        initialValues={account === undefined ? undefined : { account }}
        onFinish={(values) => signIn.mutate(values)}
      >
        <Form.Item
          label={words('account')}
          name="account"
          rules={[rules.schema(() => body().then(({ shape }) => shape.account))]}
        >
          <Input autoComplete="username" autoFocus={account === undefined} />
        </Form.Item>
        <Form.Item
          label={words('password')}
          name="password"
          rules={[rules.schema(() => body().then(({ shape }) => shape.password))]}
          style={forgotPasswordTo ? { marginBottom: 8 } : undefined}
        >
          <Input.Password autoComplete="current-password" autoFocus={account !== undefined} />
        </Form.Item>
        {forgotPasswordTo && (
          <div style={{ textAlign: 'end', marginBottom: 16 }}>
            <Link to={forgotPasswordTo}>{t('signIn.forgotPassword')}</Link>
          </div>
        )}
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {words('submit')}
        </Button>
      </Form>
    </>
  );
}
