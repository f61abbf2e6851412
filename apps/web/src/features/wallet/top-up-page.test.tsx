import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { CardTopUpPage } from './card-top-up-page.tsx';
import { TopUpPage } from './top-up-page.tsx';
import { fakeApi, initTestI18n, renderAt, resetAll, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { EVIDENCE, logIn, recharge } from './wallet-test-utils.tsx';

const INFO = {
  bank: {
    bank_name: 'Bank of Shops',
    account_name: 'Shop Ltd',
    account_no: '6222 0000 1234 5678',
    note: 'Write your account in the remark.',
  },
  min_amount: '10.00',
};
const ROUTES = { '/topUp': TopUpPage, '/cardTopUp': CardTopUpPage };
const location = () => screen.getByTestId('location').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const picture = () => new File([new Uint8Array(4)], 'receipt.jpg', { type: 'image/jpeg' });

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the recharge page', () => {
  it('offers the three methods and the records', async () => {
    fakeApi({});
    renderAt('/topUp', ROUTES);
    expect(screen.getByRole('link', { name: /^Bank transfer/ }).getAttribute('href')).toBe('/topUp?method=manual');
    expect(screen.getByRole('link', { name: /^On chain/ }).getAttribute('href')).toBe('/walletTopUp');
    expect(screen.getByRole('link', { name: /^Card/ }).getAttribute('href')).toBe('/cardTopUp');
    expect(screen.getByRole('link', { name: 'Records' }).getAttribute('href')).toBe('/topUpRecord');
  });

  it('shows the bank details with copy buttons, then sends a bank transfer with its evidence', async () => {
    const api = fakeApi({
      '/user/recharge_info': INFO,
      '/common/upload': { url: EVIDENCE },
      '/user/recharge': recharge(5, { method: 'manual' }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderAt('/topUp', ROUTES);
    fireEvent.click(screen.getByRole('link', { name: /^Bank transfer/ }));

    expect(await screen.findByText('6222 0000 1234 5678')).toBeTruthy();
    expect(screen.getByText('Write your account in the remark.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('6222 0000 1234 5678'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Bank' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Bank of Shops'));

    submit();
    expect(screen.getByText('Please enter a correct amount')).toBeTruthy();
    expect(screen.getByText('Please upload the payment evidence')).toBeTruthy();
    type('Amount', '5');
    submit();
    expect(screen.getByText('The amount must be at least $10.00')).toBeTruthy();
    expect(api.callsTo('/user/recharge')).toHaveLength(0);

    type('Amount', '25');
    fireEvent.change(screen.getByLabelText('Upload evidence'), { target: { files: [picture()] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    submit();
    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(toast.success).toHaveBeenCalledWith('Apply successful');
    const [call] = api.callsTo('/user/recharge');
    expect(call?.body).toEqual({ method: 'manual', amount: '25.00', evidence: EVIDENCE });
    expect(call?.headers['Idempotency-Key']).toBeTruthy();
  });
});

describe('recharge by card', () => {
  it('takes the last four digits of the card only, and the evidence is optional', async () => {
    const api = fakeApi({ '/user/recharge_info': INFO, '/user/recharge': recharge(6, { method: 'card' }) });
    renderAt('/cardTopUp', ROUTES);
    const last4 = (await screen.findByLabelText('Last four digits of the card (optional)')) as HTMLInputElement;
    // A pasted full number keeps its last four digits only.
    fireEvent.change(last4, { target: { value: '4111 1111 1111 4242' } });
    expect(last4.value).toBe('4242');
    fireEvent.change(last4, { target: { value: '42' } });
    type('Amount', '30');
    submit();
    expect(await screen.findByText('Enter only the last four digits of the card')).toBeTruthy();
    expect(api.callsTo('/user/recharge')).toHaveLength(0);

    fireEvent.change(last4, { target: { value: '4242' } });
    submit();
    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(api.callsTo('/user/recharge')[0]?.body).toEqual({ method: 'card', amount: '30.00', card_last4: '4242' });
  });

  it('sends no card digits when none are given', async () => {
    const api = fakeApi({ '/user/recharge_info': INFO, '/user/recharge': recharge(6, { method: 'card' }) });
    renderAt('/cardTopUp', ROUTES);
    await screen.findByLabelText('Amount');
    type('Amount', '12.30');
    submit();
    await waitFor(() => expect(api.callsTo('/user/recharge')).toHaveLength(1));
    expect(api.callsTo('/user/recharge')[0]?.body).toEqual({ method: 'card', amount: '12.30' });
    expect(within(document.body).queryByText('Please upload the payment evidence')).toBeNull();
  });
});
