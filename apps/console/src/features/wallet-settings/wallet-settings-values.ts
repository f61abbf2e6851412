import type { WalletSettingsDto } from '@shop/contract/console-wallet';
import type { WalletSettingsInput } from './api.ts';

export interface NetworkRow {
  network?: string;
  address?: string;
  min_amount?: string;
}

/** The wallet settings form as antd holds it: money as typed text, the charge rate as a number of percent. */
export interface WalletSettingsFormValues {
  networks?: NetworkRow[];
  bank: { bank_name?: string; account_name?: string; account_no?: string; note?: string };
  recharge_min: string;
  withdraw_fee_rate: number | null;
  withdraw_fee_min: string;
  withdraw_min: string;
  /** Card recharges offered to shoppers (each checked by its payment reference and receipt). */
  card_enabled: boolean;
}

const text = (value: string | undefined) => value?.trim() ?? '';
/** An empty minimum means none: zero. */
const money = (value: string | undefined) => text(value) || '0';

export function toWalletSettingsBody(values: WalletSettingsFormValues): WalletSettingsInput {
  return {
    networks: (values.networks ?? [])
      // A row added and left blank is not a network; a half-filled one is sent so the server names what is missing.
      .filter((row) => text(row.network) || text(row.address) || text(row.min_amount))
      .map((row) => ({ network: text(row.network), address: text(row.address), min_amount: money(row.min_amount) })),
    bank: {
      bank_name: text(values.bank.bank_name),
      account_name: text(values.bank.account_name),
      account_no: text(values.bank.account_no),
      note: text(values.bank.note),
    },
    recharge_min: money(values.recharge_min),
    withdraw_fee_rate: values.withdraw_fee_rate ?? 0,
    withdraw_fee_min: money(values.withdraw_fee_min),
    withdraw_min: money(values.withdraw_min),
    card_enabled: values.card_enabled,
  };
}

export function toWalletSettingsFormValues(settings: WalletSettingsDto): WalletSettingsFormValues {
  return {
    networks: settings.networks.map((row) => ({ ...row })),
    bank: { ...settings.bank },
    recharge_min: settings.recharge_min,
    withdraw_fee_rate: settings.withdraw_fee_rate,
    withdraw_fee_min: settings.withdraw_fee_min,
    withdraw_min: settings.withdraw_min,
    card_enabled: settings.card_enabled,
  };
}
