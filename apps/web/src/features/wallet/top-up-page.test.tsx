import { fireEvent, screen, waitFor } from '@testing-library/react';
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
  card_enabled: true,
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
  it("asks for the provider's payment reference and the receipt, and takes the card's last four digits only", async () => {
    const api = fakeApi({
      '/user/recharge_info': INFO,
      '/user/recharge': recharge(6, { method: 'card' }),
      '/common/upload': { url: EVIDENCE },
    });
    renderAt('/cardTopUp', ROUTES);
    const last4 = (await screen.findByLabelText('Last four digits of the card (optional)')) as HTMLInputElement;
    // A pasted full number keeps its last four digits only.
    fireEvent.change(last4, { target: { value: '4111 1111 1111 4242' } });
    expect(last4.value).toBe('4242');
    type('Amount', '30');
    submit();
    // Neither the reference nor the receipt given: nothing is sent on the shopper's word alone.
    expect(await screen.findByText('Please enter the payment reference your card provider gave you')).toBeTruthy();
    expect(screen.getByText('Please upload the payment evidence')).toBeTruthy();
    expect(api.callsTo('/user/recharge')).toHaveLength(0);

    type('Payment reference', ' PSP-2025-77310 ');
    fireEvent.change(last4, { target: { value: '42' } });
    fireEvent.change(screen.getByLabelText('Upload evidence'), { target: { files: [picture()] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    submit();
    expect(await screen.findByText('Enter only the last four digits of the card')).toBeTruthy();
    expect(api.callsTo('/user/recharge')).toHaveLength(0);

    fireEvent.change(last4, { target: { value: '4242' } });
    submit();
    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(api.callsTo('/user/recharge')[0]?.body).toEqual({
      method: 'card',
      amount: '30.00',
      provider_ref: 'PSP-2025-77310',
      card_last4: '4242',
      evidence: EVIDENCE,
    });
  });

  it('is hidden from the methods, and says so on its page, when the operator switched it off', async () => {
    fakeApi({ '/user/recharge_info': { ...INFO, card_enabled: false } });
    const { router } = renderAt('/topUp', ROUTES);
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Card/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^On chain/ })).toBeTruthy();
    await router.navigate('/cardTopUp');
    expect(
      await screen.findByText(
        'Card recharges are not available at the moment. Please recharge by bank transfer or on chain.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
  });
});
