import { operatorLoginBody } from '@shop/contract/console';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthFrame } from './auth-frame.tsx';
import { LoginForm, type LoginValues } from './login-form.tsx';
import { renderDesk } from './test-render.tsx';

afterEach(cleanup);

function show(login: (values: LoginValues) => Promise<string>) {
  const onAnswer = vi.fn();
  renderDesk(
    <AuthFrame title="Demo desk">
      <LoginForm body={operatorLoginBody} login={login} onAnswer={onAnswer} words={(word) => `<${word}>`} />
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
