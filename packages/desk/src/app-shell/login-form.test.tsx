import type { SecondStepDto } from '@shop/contract/account-security';
import { operatorLoginBody } from '@shop/contract/console';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../request/request-error.ts';
import { AuthFrame } from './auth-frame.tsx';
import { LoginForm, type LoginValues } from './login-form.tsx';
import { renderDesk } from './test-render.tsx';

afterEach(cleanup);

function show(login: (values: LoginValues) => Promise<string>) {
  const onAnswer = vi.fn();
  renderDesk(
    <AuthFrame title="Demo desk">
      <LoginForm body={async () => operatorLoginBody} login={login} onAnswer={onAnswer} words={(word) => `<${word}>`} />
    </AuthFrame>,
  );
  return { onAnswer };
}

function signIn(account: string, password: string) {
  fireEvent.change(screen.getByLabelText('<account>'), { target: { value: account } });
  fireEvent.change(screen.getByLabelText('<password>'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: '<submit>' }));
}

describe('the sign-in form', { timeout: 20_000 }, () => {
  it("sends the account and password, and hands the answer to the desk's own next step", async () => {
    const login = vi.fn(async (_values: LoginValues) => 'token-1');
    const { onAnswer } = show(login);
    expect(screen.getByRole('heading', { name: 'Demo desk' })).toBeTruthy();
    expect(screen.getByText('<intro>')).toBeTruthy();
    signIn('ann', 'secret1');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0]?.[0]).toEqual({ account: 'ann', password: 'secret1' });
    expect(onAnswer.mock.calls[0]?.slice(0, 2)).toEqual(['token-1', { account: 'ann', password: 'secret1' }]);
  });

  it("checks the fields with the contract's rules before sending, and shows the server's refusal", async () => {
    const login = vi.fn(() => Promise.reject(new Error('Wrong account or password')));
    const { onAnswer } = show(login);
    fireEvent.click(screen.getByRole('button', { name: '<submit>' }));
    expect((await screen.findAllByText('Please input account and password')).length).toBeGreaterThan(0);
    expect(login).not.toHaveBeenCalled();

    signIn('ann', 'wrong');
    expect(await screen.findByText('Wrong account or password')).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('the sign-in form’s checks', { timeout: 20_000 }, () => {
  it('sends what the fields hold when the check ends, though they changed while the rules were on their way', async () => {
    let arrive: () => void = () => undefined;
    const rules = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const login = vi.fn(async (_values: LoginValues) => 'token-1');
    const onAnswer = vi.fn();
    renderDesk(
      <LoginForm
        body={() => rules.then(() => operatorLoginBody)}
        login={login}
        onAnswer={onAnswer}
        words={(word) => `<${word}>`}
      />,
    );
    signIn('ann', 'secret1');
    fireEvent.change(screen.getByLabelText('<password>'), { target: { value: 'secret2' } });
    // Pressed again while the first check waits: still one sign-in.
    fireEvent.click(screen.getByRole('button', { name: '<submit>' }));
    arrive();

    await waitFor(() => expect(onAnswer).toHaveBeenCalled());
    expect(login.mock.calls.map(([values]) => values)).toEqual([{ account: 'ann', password: 'secret2' }]);
  });

  it('says the server cannot be reached when the rules cannot be fetched, and marks the field it refuses', async () => {
    let offline = true;
    const login = vi.fn(async (_values: LoginValues) => 'token-1');
    renderDesk(
      <LoginForm
        body={async () => {
          if (offline) throw new TypeError('Failed to fetch dynamically imported module');
          return operatorLoginBody;
        }}
        login={login}
        onAnswer={vi.fn()}
        words={(word) => `<${word}>`}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '<submit>' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot reach the server. Check the connection and try again.',
    );

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: '<submit>' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const account = screen.getByLabelText('<account>');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(account.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toBe('Please input account and password');
    expect(login).not.toHaveBeenCalled();
  });
});

const CODE_LABEL = '6 digits from your authenticator app, or a recovery code';
const secondStepAnswer: SecondStepDto = { second_step: { challenge: 'ch-1', expires_in: 300 } };

/** The form of a desk whose accounts may use two factors, on a router (the "Forgot password?" link needs one). */
function showTwoStep(
  login: (values: LoginValues) => Promise<string | SecondStepDto>,
  secondStep: (body: { challenge: string; code: string }) => Promise<string>,
) {
  const onAnswer = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <LoginForm
            body={async () => operatorLoginBody}
            login={login}
            secondStep={secondStep}
            forgotPasswordTo="/forgot-password"
            onAnswer={onAnswer}
            words={(word) => `<${word}>`}
          />
        ),
      },
      { path: '/forgot-password', element: <p>Recovery page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  renderDesk(<RouterProvider router={router} />);
  return { onAnswer, router };
}

describe('the sign-in form with two-factor sign-in', { timeout: 20_000 }, () => {
  it('asks for the code after a right password, checks it, and hands only the session to the desk', async () => {
    const login = vi.fn(async (_values: LoginValues): Promise<string | SecondStepDto> => secondStepAnswer);
    const secondStep = vi.fn(async (_body: { challenge: string; code: string }) => 'token-2');
    const { onAnswer } = showTwoStep(login, secondStep);

    signIn('ann', 'secret1');
    const code = await screen.findByLabelText(CODE_LABEL);
    expect(onAnswer).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code or a recovery code')).toBeTruthy();
    expect(secondStep).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: ' K7M2P-X9Q4T ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(secondStep.mock.calls[0]?.[0]).toEqual({ challenge: 'ch-1', code: 'K7M2P-X9Q4T' });
    expect(onAnswer.mock.calls[0]?.slice(0, 2)).toEqual(['token-2', { account: 'ann', password: 'secret1' }]);
  });

  it("shows a wrong code's refusal on the code step, and goes back to the password with the account kept", async () => {
    const secondStep = vi.fn(() => Promise.reject(new RequestError('The code is wrong or was already used', 200)));
    showTwoStep(async () => secondStepAnswer, secondStep);

    signIn('ann', 'secret1');
    fireEvent.change(await screen.findByLabelText(CODE_LABEL), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is wrong or was already used')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(((await screen.findByLabelText('<account>')) as HTMLInputElement).value).toBe('ann');
    expect((screen.getByLabelText('<password>') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('The code is wrong or was already used')).toBeNull();
  });

  it('returns to the password step, saying why, when the second step has run out', async () => {
    const expired = new RequestError('The sign-in took too long: enter your password again', 200, {
      code: 0,
      key: 'SECOND_STEP_EXPIRED',
    });
    const login = vi.fn(async (_values: LoginValues): Promise<string | SecondStepDto> => secondStepAnswer);
    const { onAnswer } = showTwoStep(login, () => Promise.reject(expired));

    signIn('ann', 'secret1');
    fireEvent.change(await screen.findByLabelText(CODE_LABEL), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByLabelText('<password>')).toBeTruthy();
    expect(screen.getByText('The sign-in took too long: enter your password again')).toBeTruthy();
    expect(screen.queryByLabelText(CODE_LABEL)).toBeNull();
    expect(onAnswer).not.toHaveBeenCalled();

    login.mockResolvedValueOnce('token-3');
    signIn('ann', 'secret1');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(1));
    expect(onAnswer.mock.calls[0]?.slice(0, 2)).toEqual(['token-3', { account: 'ann', password: 'secret1' }]);
  });

  it('links to the password recovery under the password', async () => {
    const { router } = showTwoStep(
      async () => 'token-1',
      async () => 'token-2',
    );

    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByText('Recovery page')).toBeTruthy();
  });
});
