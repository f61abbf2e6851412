import type { WalletSettingsDto } from '@shop/contract/console-wallet';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, sentBody, stubFetch } from '../../test/render.tsx';
import { WalletSettingsForm } from './wallet-settings-form.tsx';

const settings: WalletSettingsDto = {
  networks: [{ network: 'TRC20', address: 'TXYZ123', min_amount: '10.00' }],
  bank: { bank_name: 'First Bank', account_name: 'Shop Ltd', account_no: '01234567', note: '' },
  recharge_min: '5.00',
  withdraw_fee_rate: 1.5,
  withdraw_fee_min: '2.00',
  withdraw_min: '20.00',
  card_enabled: true,
};

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('wallet settings form', { timeout: 20_000 }, () => {
  it('posts every setting: networks added, money as strings, the rate as a number', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: settings });
    renderWithProviders(<WalletSettingsForm settings={settings} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add network' }));
    fill('Network 2', ' ERC20 ');
    fill('Deposit address 2', '0xabc');
    fill('Min amount 2', '25.5');
    fill('Withdrawal charge rate', '2.5');
    fill('Minimum charge', '3');
    fill('Note', 'Use your account as reference');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/console/wallet_settings');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      networks: [
        { network: 'TRC20', address: 'TXYZ123', min_amount: '10.00' },
        { network: 'ERC20', address: '0xabc', min_amount: '25.5' },
      ],
      bank: {
        bank_name: 'First Bank',
        account_name: 'Shop Ltd',
        account_no: '01234567',
        note: 'Use your account as reference',
      },
      recharge_min: '5.00',
      withdraw_fee_rate: 2.5,
      withdraw_fee_min: '3',
      withdraw_min: '20.00',
      card_enabled: true,
    });
  });

  it('removes a network row', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: settings });
    renderWithProviders(<WalletSettingsForm settings={settings} />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock)).toMatchObject({ networks: [] });
  });

  it('refuses an unsupported or repeated network without calling the server', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: settings });
    renderWithProviders(<WalletSettingsForm settings={settings} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add network' }));
    fill('Network 2', 'bsc');
    fill('Deposit address 2', '0xabc');
    fireEvent.click(screen.getByRole('button', { name: 'Add network' }));
    fill('Network 3', 'trc20 ');
    fill('Deposit address 3', 'TXYZ999');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Deposits by DEX, BSC and HECO are not supported')).toBeTruthy();
    expect(await screen.findByText('Each network can be listed once')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an amount that is not money', async () => {
    const fetchMock = stubFetch({ code: 1, msg: 'Save success', data: settings });
    renderWithProviders(<WalletSettingsForm settings={settings} />);

    fill('Withdrawal minimum', '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter an amount like 12.50')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
