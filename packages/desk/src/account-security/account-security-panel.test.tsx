import type { SessionDto, TwoFactorStatusDto } from '@shop/contract/account-security';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { RequestError } from '../request/request-error.ts';
import { type AccountSecurityApi, AccountSecurityPanel } from './account-security-panel.tsx';

const CODES = Array.from({ length: 10 }, (_, index) => `k7m2p-x9q${index}t`);

const off: TwoFactorStatusDto = { enabled: false, required: false, recovery_codes_left: 0, locked_until: null };
const on: TwoFactorStatusDto = { enabled: true, required: false, recovery_codes_left: 10, locked_until: null };

const session = (id: number, device: string, current = false): SessionDto => ({
  id,
  device,
  ip: `203.0.113.${id}`,
  created_at: '2026-03-01T09:00:00.000Z',
  last_used_at: '2026-03-05T14:05:00.000Z',
  current,
});

/** A fake account whose two-factor state and sessions change as the real server's would. */
function fakeAccount(start: TwoFactorStatusDto = off) {
  let status = start;
  let sessions = [session(1, 'Chrome · macOS', true), session(2, 'Safari · iPhone'), session(3, '')];
  const api = {
    twoFactor: vi.fn(async () => status),
    setup: vi.fn(async ({ password }: { password: string }) => {
      if (password !== 'secret1') throw new RequestError('Wrong password', 200, { code: 0 });
      return {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Shop:ann',
        qr: 'data:image/svg+xml;base64,PHN2Zy8+',
      };
    }),
    enable: vi.fn(async ({ code }: { code: string }) => {
      if (code !== '123456') throw new RequestError('The code is wrong or was already used', 200, { code: 0 });
      status = { ...status, enabled: true, recovery_codes_left: CODES.length };
      return { codes: CODES };
    }),
    disable: vi.fn(async (_body: { password: string; code: string }) => {
      status = off;
      return null;
    }),
    renewCodes: vi.fn(async (_body: { code: string }) => ({ codes: CODES.map((code) => code.toUpperCase()) })),
    changePassword: vi.fn(async (_body: { old_password: string; new_password: string; confirm_password: string }) => {
      sessions = sessions.filter((row) => row.current);
      return null;
    }),
    sessions: vi.fn(async () => ({ list: sessions })),
    endSession: vi.fn(async (id: number) => {
      sessions = sessions.filter((row) => row.id !== id);
      return null;
    }),
    endOtherSessions: vi.fn(async () => {
      const ended = sessions.filter((row) => !row.current).length;
      sessions = sessions.filter((row) => row.current);
      return { ended };
    }),
  } satisfies AccountSecurityApi;
  renderDesk(<AccountSecurityPanel api={api} queryKey={['me', 'security']} accountName="ann" />);
  return api;
}

const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const sessionRows = () => within(card('Where you are signed in')).getAllByRole('row').slice(1);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the account security panel', { timeout: 30_000 }, () => {
  it('turns two-factor sign-in on through the modal: password, QR code and first code, then 10 codes shown once', async () => {
    const api = fakeAccount();
    const twoFactor = await waitFor(() => card('Two-factor sign-in'));
    expect(await within(twoFactor).findByText('Off')).toBeTruthy();

    fireEvent.click(within(twoFactor).getByRole('button', { name: /Turn on/ }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    expect(await within(modal).findByText('Wrong password')).toBeTruthy();

    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Continue' }));
    const qr = (await within(modal).findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(modal).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const code = within(modal).getByLabelText('6-digit code from the app');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(modal).getByRole('button', { name: /Turn on/ }));
    expect(await within(modal).findByText('Enter the 6 digits from your authenticator app')).toBeTruthy();
    expect(api.enable).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(modal).getByRole('button', { name: /Turn on/ }));

    const codes = await within(modal).findAllByRole('listitem');
    expect(codes.map((item) => item.textContent)).toEqual(CODES);
    expect(api.setup).toHaveBeenLastCalledWith({ password: 'secret1' });
    expect(api.enable).toHaveBeenCalledWith({ code: '123456' });
    // Two-factor sign-in is on already: the card behind says so while the codes are still on screen.
    expect(await within(twoFactor).findByText('On')).toBeTruthy();
    expect(within(twoFactor).getByText('10 recovery codes left')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'I saved them' }));
    await waitFor(() => expect(screen.queryByText(CODES[0] ?? '')).toBeNull());
  });

  it('copies and downloads the recovery codes', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codes');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeAccount(on);
    const twoFactor = await waitFor(() => card('Two-factor sign-in'));

    fireEvent.click(await within(twoFactor).findByRole('button', { name: 'New recovery codes' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('6-digit code from the app'), { target: { value: '654321' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Make new codes' }));
    expect(await within(modal).findAllByRole('listitem')).toHaveLength(10);
    expect(api.renewCodes).toHaveBeenCalledWith({ code: '654321' });

    fireEvent.click(within(modal).getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.map((code) => code.toUpperCase()).join('\n')));
    expect(await screen.findByText('Recovery codes copied')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: /Download/ }));
    const file = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(file.type).toBe('text/plain;charset=utf-8');
    const text = await file.text();
    expect(text).toContain('Recovery codes of ann');
    expect(text).toContain('K7M2P-X9Q9T');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('recovery-codes-ann.txt');
  });

  it('turns two-factor sign-in off with the password and a code', async () => {
    const api = fakeAccount({ ...on, required: true, recovery_codes_left: 2 });
    const twoFactor = await waitFor(() => card('Two-factor sign-in'));
    expect(await within(twoFactor).findByText('Required by your role')).toBeTruthy();
    expect(within(twoFactor).getByText(/2 recovery codes left/)).toBeTruthy();
    expect(within(twoFactor).getByText(/Few recovery codes left/)).toBeTruthy();

    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Turn off' }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.change(within(modal).getByLabelText('6 digits from your authenticator app, or a recovery code'), {
      target: { value: 'k7m2p-x9q4t' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: /Turn off/ }));

    await waitFor(() => expect(api.disable).toHaveBeenCalledWith({ password: 'secret1', code: 'k7m2p-x9q4t' }));
    expect(await within(twoFactor).findByText('Off')).toBeTruthy();
    expect(within(twoFactor).getByRole('button', { name: /Turn on/ })).toBeTruthy();
  });

  it('lists the sessions, this device first and unsigned-outable, and ends one, then all the others', async () => {
    const api = fakeAccount();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));
    const [current, phone, unknown] = sessionRows();
    expect(within(current!).getByText('Chrome · macOS')).toBeTruthy();
    expect(within(current!).getByText('This device')).toBeTruthy();
    expect(within(current!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(phone!).getByText('203.0.113.2')).toBeTruthy();
    expect(within(unknown!).getByText('Unknown device')).toBeTruthy();

    fireEvent.click(within(phone!).getByRole('button', { name: 'Sign out' }));
    const one = await screen.findByText('Sign out this session?');
    fireEvent.click(within(one.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.endSession).toHaveBeenCalledWith(2));
    expect(await screen.findByText('Session signed out')).toBeTruthy();
    await waitFor(() => expect(sessionRows()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: /Sign out of all other sessions/ }));
    const confirm = await screen.findByText('Sign out every session but this one?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.endOtherSessions).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('1 session signed out')).toBeTruthy();
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Sign out of all other sessions/ }).hasAttribute('disabled')).toBe(true);
  });

  it('changes the password with the contract’s rules, and says the other sessions were signed out', async () => {
    const api = fakeAccount();
    await waitFor(() => expect(sessionRows()).toHaveLength(3));
    const password = card('Password');
    const type = (label: string, value: string) =>
      fireEvent.change(within(password).getByLabelText(label), { target: { value } });

    type('Current password', 'secret1');
    type('New password', 'newpass1');
    type('Confirm the new password', 'newpass2');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Passwords do not match')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();

    type('Confirm the new password', 'newpass1');
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Password changed. Your other sessions were signed out.')).toBeTruthy();
    expect(api.changePassword).toHaveBeenCalledWith({
      old_password: 'secret1',
      new_password: 'newpass1',
      confirm_password: 'newpass1',
    });
    await waitFor(() => expect(sessionRows()).toHaveLength(1));
  });

  it('folds the address and the last use under the device on a phone, and keeps the way to sign out', async () => {
    const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } })
      .happyDOM;
    happyDom.setViewport({ width: 390, height: 844 });
    try {
      fakeAccount();
      await waitFor(() => expect(sessionRows()).toHaveLength(3));
      const headers = within(card('Where you are signed in'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).not.toContain('IP address');
      const phone = sessionRows()[1] as HTMLElement;
      expect(within(phone).getByText(/^203\.0\.113\.2 · Last active/)).toBeTruthy();
      expect(within(phone).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    } finally {
      happyDom.setViewport({ width: 1280, height: 800 });
    }
  });
});
