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
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: '2026-03-05T08:00:00.000Z',
};
const zoe: OperatorAdminDto = {
  ...admin,
  id: 4,
  account: 'zoe',
  name: 'Zoe',
  roles: ['finance', 'support'],
  last_login_at: null,
};

/** The operators page over a fake API whose save answers `saved` (an envelope). */
function show(saved: (body: unknown) => unknown = (body) => ok({ ...zoe, ...(body as object), id: 9 })) {
  const fetchMock = stubApi((url, body) =>
    url === '/api/console/operator/save' ? saved(body) : ok({ list: [admin, zoe], total: 2, page: 1, limit: 10 }),
  );
  renderWithProviders(
    <MemoryRouter>
      <OperatorsPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const saves = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/console/operator/save')
    .map(([, init]) => JSON.parse(String(init?.body)));

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
        { account: 'bob', name: 'Bob Builder', roles: ['finance', 'support'], active: true, password: 'secret12' },
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
      expect(saves(fetchMock)).toEqual([{ id: 4, account: 'zoe', name: 'Zoe', roles: ['finance'], active: true }]),
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
});
