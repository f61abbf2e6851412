import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { fakeApi, initTestI18n, Refusal, renderAt, resetAll, spyOnToasts } from '../../test-support/screen-harness.tsx';
import { EVIDENCE, logIn, recharge } from './wallet-test-utils.tsx';
import { WalletTopUpPage } from './wallet-top-up-page.tsx';

const TRC20 = { network: 'TRC20', address: 'TXYZdepositaddress000000000000001', min_amount: '10.00' };
const ERC20 = { network: 'ERC20', address: '0x00000000000000000000000000000000000000e2', min_amount: '50.00' };
const TX = `0x${'ab'.repeat(32)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderChain = () => renderAt('/walletTopUp', { '/walletTopUp': WalletTopUpPage });
const location = () => screen.getByTestId('location').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const picture = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

async function uploadEvidence() {
  fireEvent.change(screen.getByLabelText('Upload evidence'), { target: { files: [picture()] } });
  expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
}

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('recharge on chain', () => {
  it("shows the spec's warning and, once a network is chosen, its deposit address with a QR code", async () => {
    fakeApi({ '/user/getBlockchain': [TRC20, ERC20] });
    renderChain();
    const warning = await screen.findByRole('note');
    expect(warning.textContent).toBe(
      'Choose the same network as the platform you withdraw from, or the deposit may be lost. Deposits by DEX, BSC, and HECO are not supported.',
    );
    expect(screen.getByText('Choose a network to see its deposit address.')).toBeTruthy();
    expect(screen.queryByText(TRC20.address)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'USDT · ERC20' }));
    expect(screen.getByRole('button', { name: 'USDT · ERC20' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(ERC20.address)).toBeTruthy();
    expect(screen.getByText('USDT deposit address on ERC20')).toBeTruthy();
    // The token to send is named, not only the dollar amount.
    expect(screen.getByText('Send USDT on ERC20')).toBeTruthy();
    expect(screen.getByText('The USDT you sent on ERC20: 1 USDT counts as $1.00.')).toBeTruthy();
    expect(screen.getByLabelText('Amount of USDT sent').getAttribute('placeholder')).toBe('At least $50.00');
    const qr = await screen.findByRole('img', { name: 'QR code of the ERC20 deposit address' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('checks every rule of a recharge on chain before sending, each with its message', async () => {
    const api = fakeApi({
      '/user/getBlockchain': [TRC20, { network: 'SOL', address: '', min_amount: '5.00' }],
      '/common/upload': { url: EVIDENCE },
    });
    renderChain();
    await screen.findByRole('button', { name: 'USDT · TRC20' });

    // Nothing filled in: a network, a correct amount, the transaction hash and the evidence are all asked for.
    submit();
    expect(screen.getByText('Please choose a network')).toBeTruthy();
    expect(screen.getByText('Please enter a correct amount')).toBeTruthy();
    expect(screen.getByText('Please enter the transaction hash')).toBeTruthy();
    expect(screen.getByText('Please upload the payment evidence')).toBeTruthy();
    expect(toast.fail).toHaveBeenLastCalledWith('Please choose a network');

    // A network the operator left without an address: the address is required.
    fireEvent.click(screen.getByRole('button', { name: 'USDT · SOL' }));
    submit();
    expect(screen.getByText('Please enter the address')).toBeTruthy();
    expect(screen.queryByText('Please choose a network')).toBeNull();

    // A correct amount: not 0, and at least the network's minimum.
    fireEvent.click(screen.getByRole('button', { name: 'USDT · TRC20' }));
    type('Amount of USDT sent', '0');
    submit();
    expect(screen.getByText('Please enter a correct amount')).toBeTruthy();
    type('Amount of USDT sent', '9.99');
    submit();
    expect(screen.getByText('The amount must be at least $10.00')).toBeTruthy();

    type('Amount of USDT sent', '150');
    type('Transaction hash', 'not a hash!');
    submit();
    expect(screen.getByText('Please enter a correct transaction hash')).toBeTruthy();

    // Only the evidence is missing now.
    type('Transaction hash', TX);
    submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please upload the payment evidence',
    ]);
    expect(toast.fail).toHaveBeenLastCalledWith('Please upload the payment evidence');
    expect(api.callsTo('/user/recharge')).toHaveLength(0);
  });

  it('sends the recharge with an Idempotency-Key, says "Apply successful" and opens the recharge records', async () => {
    const api = fakeApi({
      '/user/getBlockchain': [TRC20, ERC20],
      '/common/upload': { url: EVIDENCE },
      '/user/recharge': recharge(3),
    });
    const { router } = renderChain();
    fireEvent.click(await screen.findByRole('button', { name: 'USDT · TRC20' }));
    type('Amount of USDT sent', '150.5');
    type('Transaction hash', `  ${TX} `);
    await uploadEvidence();
    submit();

    await waitFor(() => expect(location()).toBe('/topUpRecord'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.success).toHaveBeenCalledWith('Apply successful');
    const [call] = api.callsTo('/user/recharge');
    expect(call?.body).toEqual({
      method: 'chain',
      amount: '150.50',
      network: 'TRC20',
      address: TRC20.address,
      tx_hash: TX,
      evidence: EVIDENCE,
    });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('puts a used transaction hash under its field', async () => {
    fakeApi({
      '/user/getBlockchain': [TRC20],
      '/common/upload': { url: EVIDENCE },
      '/user/recharge': new Refusal('TX_HASH_USED', 'This transaction hash has already been submitted'),
    });
    renderChain();
    fireEvent.click(await screen.findByRole('button', { name: 'USDT · TRC20' }));
    type('Amount of USDT sent', '20');
    type('Transaction hash', TX);
    await uploadEvidence();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This transaction hash has already been submitted');
    expect(alert.id).toBe(screen.getByLabelText('Transaction hash').getAttribute('aria-describedby'));
    expect(toast.fail).toHaveBeenCalledWith('This transaction hash has already been submitted');
    expect(location()).toBe('/walletTopUp');
  });

  it('copies the deposit address on a secure page, and refuses with a message on plain http away from localhost', async () => {
    fakeApi({ '/user/getBlockchain': [TRC20] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderChain();
    fireEvent.click(await screen.findByRole('button', { name: 'USDT · TRC20' }));
    const copy = () =>
      fireEvent.click(
        within(screen.getByRole('definition')).getByRole('button', { name: 'Copy USDT deposit address on TRC20' }),
      );

    // What a browser reports on https:// (and on http://localhost).
    vi.stubGlobal('isSecureContext', true);
    copy();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Copied'));
    expect(writeText).toHaveBeenCalledWith(TRC20.address);

    // What a browser reports on http://192.168.1.20:3000: the Clipboard API is off, and the page says why.
    writeText.mockClear();
    vi.stubGlobal('isSecureContext', false);
    copy();
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Copy fail: Copying needs a secure (HTTPS) page'));
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says when the operator offers no network', async () => {
    fakeApi({ '/user/getBlockchain': [] });
    renderChain();
    expect(await screen.findByText('No deposit network is open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Other ways to recharge' }).getAttribute('href')).toBe('/topUp');
  });
});
