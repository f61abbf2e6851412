import type { WalletSettingsBody } from '@shop/contract/console-wallet';
import { serviceCharge as chargeOf } from '@shop/contract/rules/service-charge';
import type { Executor } from '../../db/database.ts';
import { getSetting, putSetting, putSettingIfMissing } from '../settings/settings.service.ts';

/** The `wallet_settings` setting, in cents: deposit networks, bank details, minimums and the withdrawal charge. */
export interface WalletSettings {
  networks: { network: string; address: string; min_amount: number }[];
  bank: { bank_name: string; account_name: string; account_no: string; note: string };
  recharge_min: number;
  /** Percent, e.g. 1.5. */
  withdraw_fee_rate: number;
  withdraw_fee_min: number;
  withdraw_min: number;
  /**
   * Card recharges offered (reference and evidence required until a card acquirer confirms them). Settings
   * saved before it existed lack it: loadWalletSettings fills in the default (on).
   */
  card_enabled?: boolean;
}

export const WALLET_SETTINGS_KEY = 'wallet_settings';

/** A fresh install offers no deposit network and no bank account until an operator sets real ones. */
export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  networks: [],
  bank: { bank_name: '', account_name: '', account_no: '', note: '' },
  recharge_min: 100,
  withdraw_fee_rate: 1,
  withdraw_fee_min: 100,
  withdraw_min: 1000,
  card_enabled: true,
};

export async function loadWalletSettings(db: Executor): Promise<WalletSettings> {
  return { ...DEFAULT_WALLET_SETTINGS, ...(await getSetting<Partial<WalletSettings>>(db, WALLET_SETTINGS_KEY)) };
}

export async function saveWalletSettings(db: Executor, body: WalletSettingsBody): Promise<WalletSettings> {
  // A body without card_enabled (an older console) keeps the current choice.
  const cardEnabled = body.card_enabled ?? (await loadWalletSettings(db)).card_enabled ?? true;
  await putSetting(db, WALLET_SETTINGS_KEY, { ...body, card_enabled: cardEnabled });
  return loadWalletSettings(db);
}

/** The demo's settings (SEED_DEMO): clearly fake addresses and bank, so nobody mistakes them for real ones. */
export async function seedDemoWalletSettings(db: Executor): Promise<void> {
  const demo: WalletSettings = {
    networks: [
      { network: 'TRC20', address: 'TDemoDepositAddressNotRealDoNotSend0001', min_amount: 1000 },
      { network: 'ERC20', address: '0xDEM0000000000000000000000000000000000001', min_amount: 2000 },
    ],
    bank: {
      bank_name: 'Demo Bank (not real)',
      account_name: 'Shop Demo Ltd',
      account_no: '0000 0000 0000',
      note: 'Write your account in the transfer note.',
    },
    recharge_min: 100,
    withdraw_fee_rate: 1,
    withdraw_fee_min: 100,
    withdraw_min: 1000,
    card_enabled: true,
  };
  await putSettingIfMissing(db, WALLET_SETTINGS_KEY, demo);
}

/**
 * The withdrawal service charge: the rate of the amount, rounded half up to the cent, at least the minimum (the
 * contract's one rule, rules/service-charge.ts, which the shopper app and the seller center show live).
 */
export function serviceCharge(
  settings: Pick<WalletSettings, 'withdraw_fee_rate' | 'withdraw_fee_min'>,
  amount: number,
): number {
  return chargeOf(amount, { rate: settings.withdraw_fee_rate, minCents: settings.withdraw_fee_min });
}
