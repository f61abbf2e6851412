import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionEnded } from '../../lib/session-ended.ts';
import { initTestI18n, renderAt, resetAll } from '../../test-support/screen-harness.tsx';
import { LoginPage } from './login-page.tsx';

const FROZEN = 'This account is frozen: chargeback under review. Please contact customer service';

beforeAll(initTestI18n);
afterEach(() => {
  sessionEnded.clear();
  resetAll();
});

describe('the login page after a session ended', () => {
  it("says the account is frozen, with the operator's reason, when that is why", async () => {
    sessionEnded.mark(FROZEN);
    renderAt('/login', { '/login': LoginPage });
    expect(await screen.findByText(FROZEN)).toBeTruthy();
    expect(screen.queryByText(/your password was changed/)).toBeNull();
  });

  it('says the session ended elsewhere otherwise', async () => {
    sessionEnded.mark();
    renderAt('/login', { '/login': LoginPage });
    expect(await screen.findByText(/because your password was changed or this session was ended/)).toBeTruthy();
  });

  it('says nothing to a shopper who came to sign in', async () => {
    renderAt('/login', { '/login': LoginPage });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByText(/session was ended/)).toBeNull();
  });
});
