import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me, staffMe } from '../../test/fixtures.ts';
import { fakeApi, fill, ok, refused, renderRoutes, switchLanguage } from '../../test/render.tsx';
import { PayoutAccountsPage } from './payout-accounts-page.tsx';

const thai = {
  id: 5,
  holder_name: 'Somchai Jaidee',
  bank_name: 'Kasikornbank',
  account_no: '123-4-56789-0',
  kind: 'local',
  swift: 'KASITHBK',
};

function show() {
  return renderRoutes([{ path: '/money/payout-accounts', element: <PayoutAccountsPage /> }], '/money/payout-accounts');
}

const dialog = () => screen.getByRole('dialog');

/** Opens the form from the empty list, once the list has loaded. */
async function addAccount() {
  const empty = (await screen.findByText('No payout accounts yet: add one to withdraw.')).closest('.ant-empty');
  fireEvent.click(within(empty as HTMLElement).getByRole('button', { name: /Add a payout account/ }));
}

beforeEach(() => localStorage.clear());

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('payout accounts', { timeout: 30_000 }, () => {
  it('lists the saved accounts with holder, bank, number and SWIFT/BIC', async () => {
    fakeApi({ '/api/seller/me': ok(me), '/api/seller/payout_accounts': ok({ list: [thai], max: 10 }) });
    show();
    expect(await screen.findByText('Somchai Jaidee')).toBeTruthy();
    for (const text of ['Kasikornbank', '123-4-56789-0', 'Bank account · SWIFT/BIC KASITHBK'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('adds a Thai account written with dashes, checking the number and the SWIFT/BIC as the server does', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(me),
      'GET /api/seller/payout_accounts': ok({ list: [], max: 10 }),
      'POST /api/seller/payout_account/save': ({ body }) => ok({ id: 9, kind: 'local', ...(body as object) }),
    });
    show();
    await addAccount();
    await screen.findByRole('dialog');
    fill('Account holder', ' Somchai Jaidee ');
    fill('Bank', 'Kasikornbank');
    fill('Account number or IBAN', '123-4-56789-x');
    fill('SWIFT/BIC (optional)', 'KAS');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog()).findByText(
        'Please enter a correct account number: digits, with spaces or dashes between groups, or an IBAN',
      ),
    ).toBeTruthy();
    expect(within(dialog()).getByText('Please enter a correct SWIFT/BIC code (8 or 11 characters)')).toBeTruthy();
    expect(api.callsTo('/api/seller/payout_account/save')).toHaveLength(0);

    fill('Account number or IBAN', '123-4-56789-0');
    expect(await within(dialog()).findByText('Account number of 10 digits')).toBeTruthy();
    fill('SWIFT/BIC (optional)', 'kasithbk');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/payout_account/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/payout_account/save')[0]?.body).toEqual({
      holder_name: 'Somchai Jaidee',
      bank_name: 'Kasikornbank',
      account_no: '123-4-56789-0',
      swift: 'kasithbk',
    });
  });

  it('takes an IBAN only when its checksum holds', async () => {
    fakeApi({ '/api/seller/me': ok(me), '/api/seller/payout_accounts': ok({ list: [], max: 10 }) });
    show();
    await addAccount();
    await screen.findByRole('dialog');
    fill('Account number or IBAN', 'DE89 3704 0044 0532 0130 01');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('This IBAN is not valid: please check it')).toBeTruthy();
    fill('Account number or IBAN', 'de89370400440532013000');
    expect(await within(dialog()).findByText('Valid IBAN: DE89 3704 0044 0532 0130 00')).toBeTruthy();
  });

  it('edits an account with its id, deletes one after asking, and puts the server’s refusal on its field', async () => {
    const api = fakeApi({
      '/api/seller/me': ok(me),
      'GET /api/seller/payout_accounts': ok({ list: [thai], max: 10 }),
      'POST /api/seller/payout_account/save': refused('Please check what you entered', {
        error: 'VALIDATION',
        fields: { holder_name: 'holderNameRequired' },
      }),
      'POST /api/seller/payout_account/delete': ok(null, 'Delete success'),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the account of Somchai Jaidee' }));
    await screen.findByRole('dialog');
    expect((screen.getByLabelText('Account number or IBAN') as HTMLInputElement).value).toBe('123-4-56789-0');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/payout_account/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/payout_account/save')[0]?.body).toMatchObject({ id: 5, swift: 'KASITHBK' });
    expect(await within(dialog()).findByText("Please enter the account holder's name")).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Withdrawals already asked are still paid to it.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    await waitFor(() => expect(api.callsTo('/api/seller/payout_account/delete')).toHaveLength(1));
    expect(api.callsTo('/api/seller/payout_account/delete')[0]?.body).toEqual({ id: 5 });
  });

  it('stops adding at the most accounts allowed, and reads in Thai', async () => {
    fakeApi({ '/api/seller/me': ok(me), '/api/seller/payout_accounts': ok({ list: [thai], max: 1 }) });
    await switchLanguage('tai');
    show();
    expect(await screen.findByText('คุณมีบัญชีครบจำนวนสูงสุดแล้ว (1 บัญชี) ลบบัญชีหนึ่งก่อนจึงจะเพิ่มได้')).toBeTruthy();
    expect((screen.getByRole('button', { name: /เพิ่มบัญชีรับเงิน/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('บัญชีธนาคาร · SWIFT/BIC KASITHBK')).toBeTruthy();
  });

  it('shows a finance staff member the accounts without a way to change them', async () => {
    fakeApi({
      '/api/seller/me': ok(staffMe('finance')),
      '/api/seller/payout_accounts': ok({ list: [thai], max: 10 }),
    });
    show();
    expect(await screen.findByText('Somchai Jaidee')).toBeTruthy();
    expect(await screen.findByText(/Only the shop owner can add, change or delete them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add a payout account/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit the account of Somchai Jaidee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Withdraw now' })).toBeNull();
  });

  it('asks the authenticator’s code on saving and deleting when two-factor sign-in is on', async () => {
    const api = fakeApi({
      '/api/seller/me': ok({ ...me, two_factor_enabled: true }),
      'GET /api/seller/payout_accounts': ok({ list: [thai], max: 10 }),
      'POST /api/seller/payout_account/save': ({ body }) => ok({ ...thai, ...(body as object) }),
      'POST /api/seller/payout_account/delete': refused('The code is not right', { error: 'TWO_FACTOR_CODE_WRONG' }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the account of Somchai Jaidee' }));
    await screen.findByRole('dialog');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Enter the 6 digits from your authenticator app')).toBeTruthy();
    expect(api.callsTo('/api/seller/payout_account/save')).toHaveLength(0);
    fill('Authenticator code', ' 123456 ');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/payout_account/save')).toHaveLength(1));
    expect(api.callsTo('/api/seller/payout_account/save')[0]?.body).toMatchObject({ id: 5, two_factor_code: '123456' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = () => screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLButtonElement;
    await waitFor(() => expect(confirm().disabled).toBe(true));
    fill('Authenticator code', '654321');
    await waitFor(() => expect(confirm().disabled).toBe(false));
    fireEvent.click(confirm());
    await waitFor(() => expect(api.callsTo('/api/seller/payout_account/delete')).toHaveLength(1));
    expect(api.callsTo('/api/seller/payout_account/delete')[0]?.body).toEqual({ id: 5, two_factor_code: '654321' });
    expect(await screen.findByText('The code is not right')).toBeTruthy();
  });
});
