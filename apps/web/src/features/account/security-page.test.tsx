import type { SessionDto } from '@shop/contract/account-security';
import type { UserDto } from '@shop/contract/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import {
  dialogButton,
  type FakeCall,
  fakeApi,
  initTestI18n,
  Refusal,
  renderAt,
  resetAllAndCloseDialogs,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { SecurityPage } from './security-page.tsx';

const ROUTES = { '/security': SecurityPage };
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const USER: UserDto = {
  id: 1,
  account: 'ada',
  family_name: 'Lovelace',
  given_name: 'Ada',
  email: 'ada@example.com',
  mobile: '',
  balance: '100.00',
  has_pay_password: true,
  lang: 'en',
  country: 'GB',
  avatar: '',
  created_at: '2025-01-01T00:00:00.000Z',
};

function signedIn(id: number, overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    id,
    device: 'Chrome · Windows',
    ip: `203.0.113.${id}`,
    created_at: '2026-01-10T08:00:00.000Z',
    last_used_at: ago(3 * 24 * 60 * MINUTE),
    current: false,
    ...overrides,
  };
}

/** This phone, a laptop used five minutes ago, and a device whose browser said nothing known, two days ago. */
const SESSIONS = [
  signedIn(12, { device: 'Chrome · Windows', last_used_at: ago(5 * MINUTE) }),
  signedIn(7, { device: 'Safari · iPhone', last_used_at: ago(10_000), current: true }),
  signedIn(3, { device: '', last_used_at: '2026-01-11T09:30:00.000Z' }),
];

/** A small sessions server: ending removes, a session already ended is refused as the API does. */
function sessionsServer(list = SESSIONS) {
  let rows = list.map((row) => ({ ...row }));
  return fakeApi({
    '/user/getUserInfo': USER,
    '/user/sessions': () => ({ list: rows.map((row) => ({ ...row })) }),
    '/user/sessions/end': ({ body }: FakeCall) => {
      const { id } = body as { id: number };
      if (!rows.some((row) => row.id === id && !row.current))
        return new Refusal('SESSION_NOT_FOUND', 'That session has already ended');
      rows = rows.filter((row) => row.id !== id);
      return null;
    },
    '/user/sessions/end_others': () => {
      const ended = rows.filter((row) => !row.current).length;
      rows = rows.filter((row) => row.current);
      return { ended };
    },
  });
}

/** The section once its code and the sessions are in (the page shows a placeholder of it meanwhile). */
const deviceList = () =>
  waitFor(() => {
    const section = screen.getByRole('region', { name: 'Signed-in devices' });
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    return section;
  });
const rows = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>('.session')];

/**
 * The reads of the list after the first sign-out was sent. Counted from there, not from the start: the test's cache
 * holds an answer 0 s (the app's 30 s), so a section whose code arrived after the page's read reads the list again.
 */
function readsAfterEnding(calls: FakeCall[]): number {
  const ending = calls.findIndex((call) => call.path === '/user/sessions/end');
  return ending < 0 ? 0 : calls.slice(ending + 1).filter((call) => call.path === '/user/sessions').length;
}

beforeAll(initTestI18n);
beforeEach(() => {
  session.setToken('token-1');
  session.setUserInfo(USER);
  spyOnToasts();
});
afterEach(resetAllAndCloseDialogs);

describe('the signed-in devices of the security centre', () => {
  it('lists this device first and marked, then the others with their address and when they were last used', async () => {
    sessionsServer();
    renderAt('/security', ROUTES);
    const section = await deviceList();
    // Below the password and payment-code items.
    expect(screen.getByText('Login password')).toBeTruthy();
    expect(screen.getByText('Payment code')).toBeTruthy();

    const [mine, laptop, unknown] = rows(section) as [HTMLElement, HTMLElement, HTMLElement];
    expect(rows(section)).toHaveLength(3);
    expect(within(mine).getByText('Safari · iPhone')).toBeTruthy();
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).getByText('203.0.113.7')).toBeTruthy();
    expect(within(mine).getByText('Active now')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(mine.querySelector('[data-device="phone"]')).not.toBeNull();

    expect(within(laptop).getByText('Chrome · Windows')).toBeTruthy();
    expect(within(laptop).queryByText('This device')).toBeNull();
    expect(within(laptop).getByText('203.0.113.12')).toBeTruthy();
    expect(within(laptop).getByText('Last active 5 minutes ago')).toBeTruthy();
    expect(laptop.querySelector('[data-device="desktop"]')).not.toBeNull();
    expect(within(laptop).getByRole('button', { name: 'Sign out of Chrome · Windows' })).toBeTruthy();

    expect(within(unknown).getByText('Unknown device')).toBeTruthy();
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-01-11T09:30:00.000Z'),
    );
    expect(within(unknown).getByText(`Last active ${when}`)).toBeTruthy();
    expect(within(unknown).getByRole('button', { name: 'Sign out of Unknown device' })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeTruthy();
  });

  it('signs one other device out after a confirmation', async () => {
    const api = sessionsServer();
    renderAt('/security', ROUTES);
    const section = await deviceList();

    fireEvent.click(within(section).getByRole('button', { name: 'Sign out of Chrome · Windows' }));
    expect(
      await screen.findByText('Sign out of Chrome · Windows? It will have to log in again.', {
        selector: '.adm-dialog-content *',
      }),
    ).toBeTruthy();
    expect(api.callsTo('/user/sessions/end')).toHaveLength(0);
    fireEvent.click(dialogButton('Sign out'));

    await waitFor(() => expect(within(section).queryByText('Chrome · Windows')).toBeNull());
    expect(api.callsTo('/user/sessions/end', 'POST').map((call) => call.body)).toEqual([{ id: 12 }]);
    expect(toast.success).toHaveBeenCalledWith('Signed out of Chrome · Windows');
    expect(rows(section)).toHaveLength(2);
    // The list is read again from the server.
    await waitFor(() => expect(readsAfterEnding(api.calls)).toBe(1));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = sessionsServer();
    renderAt('/security', ROUTES);
    const section = await deviceList();
    fireEvent.click(within(section).getByRole('button', { name: 'Sign out of Chrome · Windows' }));
    await screen.findByText('Sign out of Chrome · Windows? It will have to log in again.', {
      selector: '.adm-dialog-content *',
    });
    fireEvent.click(dialogButton('Cancel'));
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(api.callsTo('/user/sessions/end')).toHaveLength(0);
    expect(rows(section)).toHaveLength(3);
  });

  it('reads the list again when the device had already been signed out (SESSION_NOT_FOUND)', async () => {
    let list = SESSIONS;
    const api = fakeApi({
      '/user/getUserInfo': USER,
      '/user/sessions': () => ({ list }),
      '/user/sessions/end': () => {
        // The laptop signed out by itself after the list was read.
        list = SESSIONS.filter((row) => row.id !== 12);
        return new Refusal('SESSION_NOT_FOUND', 'That session has already ended');
      },
    });
    renderAt('/security', ROUTES);
    const section = await deviceList();
    fireEvent.click(within(section).getByRole('button', { name: 'Sign out of Chrome · Windows' }));
    await screen.findByText('Sign out of Chrome · Windows? It will have to log in again.', {
      selector: '.adm-dialog-content *',
    });
    fireEvent.click(dialogButton('Sign out'));

    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('That session has already ended'));
    await waitFor(() => expect(within(section).queryByText('Chrome · Windows')).toBeNull());
    expect(readsAfterEnding(api.calls)).toBe(1);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('signs every other device out at once, leaving this one', async () => {
    const api = sessionsServer();
    renderAt('/security', ROUTES);
    const section = await deviceList();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(
      await screen.findByText('Sign out of every device except this one? Each will have to log in again.', {
        selector: '.adm-dialog-content *',
      }),
    ).toBeTruthy();
    fireEvent.click(dialogButton('Sign out'));

    await waitFor(() => expect(rows(section)).toHaveLength(1));
    expect(within(section).getByText('Safari · iPhone')).toBeTruthy();
    expect(api.callsTo('/user/sessions/end_others', 'POST')).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Signed out of 2 devices');
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('offers no "all other devices" when this is the only one', async () => {
    sessionsServer([signedIn(7, { device: 'Safari · iPhone', current: true })]);
    renderAt('/security', ROUTES);
    const section = await deviceList();
    expect(rows(section)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('offers a retry when the devices could not be read', async () => {
    fakeApi({ '/user/getUserInfo': USER });
    renderAt('/security', ROUTES);
    expect(await screen.findByText('Your devices could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
