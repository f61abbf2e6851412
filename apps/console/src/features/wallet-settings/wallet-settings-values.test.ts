import { walletSettingsBody } from '@shop/contract/console-wallet';
import { describe, expect, it } from 'vitest';
import {
  toWalletSettingsBody,
  toWalletSettingsFormValues,
  type WalletSettingsFormValues,
} from './wallet-settings-values.ts';

const values: WalletSettingsFormValues = {
  networks: [
    { network: ' TRC20 ', address: ' TXYZ123 ', min_amount: ' 10 ' },
    { network: 'ERC20', address: '0xabc', min_amount: '' },
  ],
  bank: { bank_name: ' First Bank ', account_name: 'Shop Ltd', account_no: ' 0123 4567 ', note: undefined },
  recharge_min: ' 5.5 ',
  withdraw_fee_rate: 1.5,
  withdraw_fee_min: '2',
  withdraw_min: '20.00',
  card_enabled: false,
};

describe('wallet settings form → save body', () => {
  it('sends trimmed text, money as decimal strings and the rate as a number of percent', () => {
    expect(toWalletSettingsBody(values)).toEqual({
      networks: [
        { network: 'TRC20', address: 'TXYZ123', min_amount: '10' },
        { network: 'ERC20', address: '0xabc', min_amount: '0' },
      ],
      bank: { bank_name: 'First Bank', account_name: 'Shop Ltd', account_no: '0123 4567', note: '' },
      recharge_min: '5.5',
      withdraw_fee_rate: 1.5,
      withdraw_fee_min: '2',
      withdraw_min: '20.00',
      // The card switch goes as set (off here).
      card_enabled: false,
    });
  });

  it('keeps the rate a number, never a string', () => {
    const body = toWalletSettingsBody({ ...values, withdraw_fee_rate: 0.25 });
    expect(body.withdraw_fee_rate).toBe(0.25);
    expect(typeof toWalletSettingsBody({ ...values, withdraw_fee_rate: null }).withdraw_fee_rate).toBe('number');
  });

  it('drops network rows left entirely blank, and sends no networks as an empty list', () => {
    expect(
      toWalletSettingsBody({ ...values, networks: [{ network: ' ', address: '', min_amount: '' }] }).networks,
    ).toEqual([]);
    expect(toWalletSettingsBody({ ...values, networks: undefined }).networks).toEqual([]);
  });

  it('sends empty minimums as zero', () => {
    expect(
      toWalletSettingsBody({ ...values, recharge_min: ' ', withdraw_fee_min: '', withdraw_min: '' }),
    ).toMatchObject({
      recharge_min: '0',
      withdraw_fee_min: '0',
      withdraw_min: '0',
    });
  });

  it('produces bodies the contract accepts, and it reads the amounts as the same cents', () => {
    const parsed = walletSettingsBody.parse(toWalletSettingsBody(values));
    expect(parsed).toMatchObject({
      recharge_min: 550,
      withdraw_fee_min: 200,
      withdraw_min: 2000,
      withdraw_fee_rate: 1.5,
    });
    expect(parsed.networks.map((n) => n.min_amount)).toEqual([1000, 0]);
  });

  it('fills the form from saved settings and sends the same settings back', () => {
    const saved = {
      networks: [{ network: 'TRC20', address: 'TXYZ123', min_amount: '10.00' }],
      bank: {
        bank_name: 'First Bank',
        account_name: 'Shop Ltd',
        account_no: '01234567',
        note: 'Use your account as reference',
      },
      recharge_min: '5.50',
      withdraw_fee_rate: 1.5,
      withdraw_fee_min: '2.00',
      withdraw_min: '20.00',
      card_enabled: true,
    };
    expect(toWalletSettingsBody(toWalletSettingsFormValues(saved))).toEqual(saved);
  });
});
