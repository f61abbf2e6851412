import type { SecondStepDto } from '@shop/contract/account-security';
import { useMutation } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStepAnswer } from '../account-security/second-step-form.tsx';
import { type FieldSchema, schemaProblem } from '../i18n/form-rules.ts';
import { AuthAlert, AuthLink, AuthNote } from './auth-frame.tsx';
import { AuthField } from './auth-field.tsx';
import { useThemeToken } from './theme-token.ts';
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
  const { t: desk } = useTranslation('desk');
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
      {refusal && <AuthAlert>{refusal.message}</AuthAlert>}
      <PasswordStep
        initialAccount={account}
        body={body}
        sending={signIn.isPending}
        onSend={(values) => signIn.mutate(values)}
        words={words}
        forgotPasswordTo={forgotPasswordTo}
      />
    </>
  );
}

type Problems = Partial<Record<keyof LoginValues, string>>;

/**
 * Account and password, checked with the contract's rules: every field when the button is pressed, then each field
 * again as it changes (antd's Form checks from the first keystroke; a sign-in form that turns red while the account
 * is first typed only gets in the way). The form starts anew (the password empty) each time the code step goes back
 * to it.
 */
function PasswordStep({
  initialAccount,
  body,
  sending,
  onSend,
  words,
  forgotPasswordTo,
}: Pick<Props<unknown>, 'body' | 'words' | 'forgotPasswordTo'> & {
  initialAccount?: string;
  sending: boolean;
  onSend(values: LoginValues): void;
}) {
  const { t, i18n } = useTranslation('account-security');
  const { t: desk } = useTranslation('desk');
  const token = useThemeToken();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ account: initialAccount ?? '', password: '' });
  const [problems, setProblems] = useState<Problems>({});
  // What the fields hold now: a check of values since changed is dropped (or, on submit, made again).
  const latest = useRef(values);
  // Each field is checked as it changes once the button has been pressed, not while it is first typed.
  const [checked, setChecked] = useState(false);
  // The contract's rules could not be fetched (the connection dropped): said above the fields, tried at the next check.
  const [unreachable, setUnreachable] = useState(false);

  /** The problems of the values, by the contract's rules (fetched at the first check); undefined if unreachable. */
  const problemsOf = async (of: LoginValues): Promise<Problems | undefined> => {
    try {
      const { shape } = await body();
      setUnreachable(false);
      return {
        account: schemaProblem(i18n, shape.account, of.account),
        password: schemaProblem(i18n, shape.password, of.password),
      };
    } catch {
      setUnreachable(true);
      return undefined;
    }
  };

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...latest.current, [field]: value };
    latest.current = next;
    setValues(next);
    if (!checked) return;
    void problemsOf(next).then((found) => {
      if (found && latest.current[field] === value) setProblems((shown) => ({ ...shown, [field]: found[field] }));
    });
  };

  /** Checks what the fields hold and sends it when nothing is wrong; typing during the check checks again. */
  const checkAndSend = async (): Promise<void> => {
    const sent = latest.current;
    const found = await problemsOf(sent);
    if (!found) return;
    if (latest.current !== sent) return checkAndSend();
    setProblems(found);
    if (!found.account && !found.password) onSend(sent);
  };

  // A press while a check runs adds nothing: that check sends what the fields hold when it ends.
  const checking = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || checking.current) return;
    checking.current = true;
    setChecked(true);
    void checkAndSend().finally(() => {
      checking.current = false;
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      {unreachable && <AuthAlert>{desk('errors.offline')}</AuthAlert>}
      <AuthField id={`${id}-account`} label={words('account')} problem={problems.account}>
        <Input
          name="account"
          autoComplete="username"
          autoFocus={initialAccount === undefined}
          value={values.account}
          onChange={(event) => change('account', event.target.value)}
        />
      </AuthField>
      <AuthField
        id={`${id}-password`}
        label={words('password')}
        problem={problems.password}
        last={forgotPasswordTo !== undefined}
      >
        <Input.Password
          name="password"
          autoComplete="current-password"
          autoFocus={initialAccount !== undefined}
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
        />
      </AuthField>
      {forgotPasswordTo && (
        <div style={{ textAlign: 'end', marginBottom: token.marginMD, fontSize: token.fontSize }}>
          <AuthLink to={forgotPasswordTo}>{t('signIn.forgotPassword')}</AuthLink>
        </div>
      )}
      <Button type="primary" htmlType="submit" block loading={sending}>
        {words('submit')}
      </Button>
    </form>
  );
}
