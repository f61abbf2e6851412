import type { OperatorAdminDto } from '@shop/contract/console-operators';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, ok, renderWithProviders, stubApi } from '../../test/render.tsx';
import { OperatorsPage } from './operators-page.tsx';

const admin: OperatorAdminDto = {
  id: 1,
  account: 'admin',
  name: 'Ada Admin',
  roles: ['admin'],
  active: true,
  email: 'ada@example.com',
  two_factor_enabled: true,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: '2026-03-05T08:00:00.000Z',
};
const zoe: OperatorAdminDto = {
  ...admin,
  id: 4,
  account: 'zoe',
  name: 'Zoe',
  roles: ['finance', 'support'],
  email: '',
  two_factor_enabled: false,
  last_login_at: null,
};

/** The operators page over a fake API whose save answers `saved` (an envelope). */
function show(saved: (body: unknown) => unknown = (body) => ok({ ...zoe, ...(body as object), id: 9 })) {
  const fetchMock = stubApi((url, body) => {
    if (url === '/api/console/operator/save') return saved(body);
    if (url === '/api/console/operator/reset_two_factor') return ok(null);
    if (url === '/api/console/security_policy') return ok({ roles: ['admin', 'finance'] });
    if (url === '/api/console/security_policy/save') return ok(body);
    return ok({ list: [admin, zoe], total: 2, page: 1, limit: 10 });
  });
  renderWithProviders(
    <MemoryRouter>
      <OperatorsPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

/** The bodies posted to `path`. */
const posted = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));
const saves = (fetchMock: ReturnType<typeof stubApi>) => posted(fetchMock, '/api/console/operator/save');

const field = (drawer: HTMLElement, label: string) => within(drawer).getByLabelText(label);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('operators page', { timeout: 20_000 }, () => {
  it('lists the operators with their roles, state and last sign-in', async () => {
    const fetchMock = show();

    expect(await screen.findByText('Ada Admin')).toBeTruthy();
    expect(calledUrls(fetchMock)[0]).toBe('/api/console/operators?page=1&limit=10');
    const [, zoeRow] = screen.getAllByRole('row').slice(1);
    expect(within(zoeRow!).getByText('Finance')).toBeTruthy();
    expect(within(zoeRow!).getByText('Support')).toBeTruthy();
    expect(within(zoeRow!).getByText('Active')).toBeTruthy();
    expect(within(zoeRow!).getByText('Never')).toBeTruthy();
  });

  it('requires a password for a new operator, then posts the account, name, roles and password', async () => {
    const fetchMock = show();
    fireEvent.click(await screen.findByRole('button', { name: /New operator/ }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByText(
        'Customer service, review moderation, shoppers (view, freeze, clear payment-code lockouts) and refunds (view).',
      ),
    ).toBeTruthy();

    fireEvent.change(field(drawer, 'Account'), { target: { value: 'bob' } });
    fireEvent.change(field(drawer, 'Name'), { target: { value: 'Bob Builder' } });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Finance/ }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Support/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('Enter a password')).toBeTruthy();
    expect(saves(fetchMock)).toEqual([]);

    fireEvent.change(field(drawer, 'Password'), { target: { value: 'secret12' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(saves(fetchMock)).toEqual([
        {
          account: 'bob',
          name: 'Bob Builder',
          email: '',
          roles: ['finance', 'support'],
          active: true,
          password: 'secret12',
        },
      ]),
    );
    expect(await screen.findByText('Operator created')).toBeTruthy();
  });

  it("edits an operator's roles without touching the password unless it is reset", async () => {
    const fetchMock = show();
    await screen.findByText('Zoe');
    const zoeRow = screen.getAllByRole('row')[2]!;
    fireEvent.click(within(zoeRow).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Edit operator zoe')).toBeTruthy();
    expect(within(drawer).queryByLabelText('New password')).toBeNull();

    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Support/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(saves(fetchMock)).toEqual([
        { id: 4, account: 'zoe', name: 'Zoe', email: '', roles: ['finance'], active: true },
      ]),
    );
  });

  it('shows the last-admin refusal on the form, and keeps it open', async () => {
    show(() => ({ code: 0, msg: 'At least one active admin must remain', data: { error: 'LAST_ADMIN' } }));
    await screen.findByText('Ada Admin');
    fireEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');

    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Administrator/ }));
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Support/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    const alert = await within(drawer).findByRole('alert');
    expect(within(alert).getByText('At least one active admin must remain')).toBeTruthy();
    expect(within(alert).getByText('Give another active operator the Administrator role first.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a taken account on the account field', async () => {
    show(() => ({
      code: 0,
      msg: 'Another operator already uses this account',
      data: { error: 'OPERATOR_ACCOUNT_TAKEN' },
    }));
    fireEvent.click(await screen.findByRole('button', { name: /New operator/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(field(drawer, 'Account'), { target: { value: 'zoe' } });
    fireEvent.change(field(drawer, 'Name'), { target: { value: 'Zoe Two' } });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: /^Catalogue/ }));
    fireEvent.change(field(drawer, 'Password'), { target: { value: 'secret12' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    const message = await within(drawer).findByText('Another operator already uses this account');
    expect(message.closest('.ant-form-item')?.querySelector('#account')).toBeTruthy();
    // Said once, on its field: not repeated above the form.
    expect(drawer.querySelector('.ant-alert')).toBeNull();
  });

  it("shows each operator's e-mail and two-factor state, and resets a lost phone's two factors", async () => {
    const fetchMock = show();
    await screen.findByText('Ada Admin');
    const [adaRow, zoeRow] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(adaRow).getByText('ada@example.com')).toBeTruthy();
    expect(within(adaRow).getByText('On')).toBeTruthy();
    expect(within(zoeRow).getByText('Not set')).toBeTruthy();
    expect(within(zoeRow).getByText('Off')).toBeTruthy();
    expect(within(zoeRow).queryByRole('button', { name: 'Reset two-factor' })).toBeNull();

    fireEvent.click(within(adaRow).getByRole('button', { name: 'Reset two-factor' }));
    const confirm = await screen.findByText('Turn off two-factor sign-in of admin?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(posted(fetchMock, '/api/console/operator/reset_two_factor')).toEqual([{ id: 1 }]));
    expect(await screen.findByText('Two-factor sign-in of admin is off')).toBeTruthy();
    await waitFor(() =>
      expect(calledUrls(fetchMock).filter((url) => url.startsWith('/api/console/operators?'))).toHaveLength(2),
    );
  });

  it("saves an operator's e-mail, refusing one that is not an address", async () => {
    const fetchMock = show();
    await screen.findByText('Zoe');
    fireEvent.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog');

    fireEvent.change(field(drawer, 'E-mail'), { target: { value: 'zoe@' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please fill correct email')).toBeTruthy();
    expect(saves(fetchMock)).toEqual([]);

    fireEvent.change(field(drawer, 'E-mail'), { target: { value: ' zoe@shop.example ' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(fetchMock)).toMatchObject([{ id: 4, email: 'zoe@shop.example' }]));
  });

  it('sets which roles must sign in with two factors', async () => {
    const fetchMock = show();
    fireEvent.click(await screen.findByRole('button', { name: /Two-factor policy/ }));
    const drawer = await screen.findByRole('dialog');
    const checkbox = (name: RegExp) => within(drawer).getByRole('checkbox', { name }) as HTMLInputElement;

    await waitFor(() => expect(checkbox(/^Administrator/).checked).toBe(true));
    expect(checkbox(/^Finance/).checked).toBe(true);
    expect(checkbox(/^Support/).checked).toBe(false);

    // Ticked as soon as the boxes show: the list's value is the form's, with nothing of its own to settle first.
    fireEvent.click(checkbox(/^Support/));
    fireEvent.click(checkbox(/^Administrator/));
    expect(checkbox(/^Support/).checked).toBe(true);
    expect(checkbox(/^Administrator/).checked).toBe(false);
    expect(checkbox(/^Finance/).checked).toBe(true);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(posted(fetchMock, '/api/console/security_policy/save')).toEqual([{ roles: ['finance', 'support'] }]),
    );
    expect(await screen.findByText('Two-factor policy saved')).toBeTruthy();
  });
});
