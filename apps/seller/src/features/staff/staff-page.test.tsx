import type { StaffDto } from '@shop/contract/shop-staff';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { me } from '../../test/fixtures.ts';
import { fakeApi, fill, ok, refused, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { StaffPage } from './staff-page.tsx';

const member = (id: number, name: string, overrides: Partial<StaffDto> = {}): StaffDto => ({
  id,
  account: `tea.house:${name}`,
  name,
  display_name: name.charAt(0).toUpperCase() + name.slice(1),
  email: `${name}@example.com`,
  roles: ['orders'],
  active: true,
  invited: false,
  two_factor: false,
  created_at: '2026-03-01T10:00:00.000Z',
  last_login_at: '2026-03-05T09:12:00.000Z',
  ...overrides,
});

const anna = member(11, 'anna', { roles: ['finance', 'orders'], two_factor: true });
const bo = member(12, 'bo', { roles: ['products'], invited: true, last_login_at: null });
const cy = member(13, 'cy', { active: false });

const list = (rows: StaffDto[]) => ok({ list: rows, total: rows.length, page: 1, limit: 20 });

function show() {
  return renderRoutes([{ path: '/staff', element: <StaffPage /> }], '/staff');
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const drawer = () => screen.getByRole('dialog');

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('staff', { timeout: 30_000 }, () => {
  it('lists each member’s sign-in, roles, status, two-factor sign-in and last sign-in, and the places used', async () => {
    const api = fakeApi({ '/api/seller/me': ok(me), '/api/seller/staff': list([anna, bo, cy]) });
    show();

    expect(await screen.findByText('tea.house:anna')).toBeTruthy();
    expect(api.callsTo('/api/seller/staff')[0]?.query).toBe('page=1&limit=20');
    expect(screen.getByText('3 of 20 places used')).toBeTruthy();
    // Roles in the contract's order, whatever order they were saved in.
    expect(
      within(rowOf('tea.house:anna'))
        .getAllByText(/^(Products|Orders|Finance)$/)
        .map((tag) => tag.textContent),
    ).toEqual(['Orders', 'Finance']);
    expect(within(rowOf('tea.house:anna')).getByText('Active')).toBeTruthy();
    expect(within(rowOf('tea.house:anna')).getByText('On')).toBeTruthy();
    expect(within(rowOf('tea.house:bo')).getByText('Invited')).toBeTruthy();
    expect(within(rowOf('tea.house:bo')).getByText('Never')).toBeTruthy();
    expect(within(rowOf('tea.house:cy')).getByText('Disabled')).toBeTruthy();
    // Each action only where it applies.
    expect(within(rowOf('tea.house:anna')).getByRole('button', { name: 'Reset two-factor' })).toBeTruthy();
    expect(within(rowOf('tea.house:anna')).queryByRole('button', { name: 'Resend invitation' })).toBeNull();
    expect(within(rowOf('tea.house:bo')).getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(within(rowOf('tea.house:bo')).queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });

  it('invites a member with the contract’s rules, each role saying what it opens', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(me),
      'GET /api/seller/staff': list([anna]),
      'POST /api/seller/staff/save': ({ body }) => ok(member(14, 'dee', body as Partial<StaffDto>)),
    });
    show();
    const invite = (await screen.findByRole('button', { name: /Invite staff/ })) as HTMLButtonElement;
    await waitFor(() => expect(invite.disabled).toBe(false));
    fireEvent.click(invite);
    await screen.findByRole('dialog');
    expect(within(drawer()).getByText('tea.house:')).toBeTruthy();
    expect(
      within(drawer()).getByText('Orders and shipping, after-sales, reviews and chat with shoppers.'),
    ).toBeTruthy();

    fill('Sign-in name', 'd');
    fill('Email', 'dee@');
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findByText('2–30 letters, digits, _ . or -')).toBeTruthy();
    expect(within(drawer()).getByText('Choose at least one role')).toBeTruthy();
    expect(api.callsTo('/api/seller/staff/save')).toHaveLength(0);

    fill('Sign-in name', ' Dee ');
    fill('Name', 'Dee Wong');
    fill('Email', 'dee@example.com');
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: /Products/ }));
    fireEvent.click(within(drawer()).getByRole('checkbox', { name: /Finance/ }));
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/staff/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/staff/save')[0]?.body).toEqual({
      name: 'Dee',
      display_name: 'Dee Wong',
      email: 'dee@example.com',
      roles: ['products', 'finance'],
      active: true,
    });
    expect(await screen.findByText('Invitation sent to dee@example.com')).toBeTruthy();
  });

  it('edits a member with its id and puts a taken name on its field', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(me),
      'GET /api/seller/staff': list([anna]),
      'POST /api/seller/staff/save': refused('This shop already has a staff member with that name', {
        error: 'STAFF_NAME_TAKEN',
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Anna' }));
    await screen.findByRole('dialog');
    expect((screen.getByLabelText('Sign-in name') as HTMLInputElement).value).toBe('anna');
    fireEvent.click(within(drawer()).getByRole('switch'));
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/staff/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/staff/save')[0]?.body).toMatchObject({ id: 11, name: 'anna', active: false });
    expect(await within(drawer()).findByText('This shop already has a staff member with that name')).toBeTruthy();
  });

  it('mails a new invitation and clears a lost phone’s two-factor sign-in, each after asking', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(me),
      'GET /api/seller/staff': list([anna, bo]),
      'POST /api/seller/staff/invite': ok(null),
      'POST /api/seller/staff/reset_two_factor': ok(null),
    });
    show();
    await screen.findByText('tea.house:bo');
    fireEvent.click(within(rowOf('tea.house:bo')).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('Send a new invitation to bo@example.com?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('/api/seller/staff/invite')).toHaveLength(1));
    expect(api.callsTo('/api/seller/staff/invite')[0]?.body).toEqual({ id: 12 });

    fireEvent.click(within(rowOf('tea.house:anna')).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Turn off two-factor sign-in for Anna?')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Confirm' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.callsTo('/api/seller/staff/reset_two_factor')).toHaveLength(1));
    expect(api.callsTo('/api/seller/staff/reset_two_factor')[0]?.body).toEqual({ id: 11 });
    expect(await screen.findByText('Two-factor sign-in of Anna is off')).toBeTruthy();
  });

  it('stops inviting at the shop’s limit, and reads in Japanese', async () => {
    const full = Array.from({ length: 20 }, (_, index) => member(100 + index, `m${index}`));
    fakeApi({ '/api/seller/me': ok(me), '/api/seller/staff': list(full) });
    await switchLanguage('ri');
    show();
    expect(await screen.findByText('20 枠中 20 枠を使用')).toBeTruthy();
    expect((screen.getByRole('button', { name: /スタッフを招待/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
