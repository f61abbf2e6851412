import { walletSettingsDto, type walletSettingsBody } from '@shop/contract/console-wallet';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../lib/request.ts';

/** What the console sends: money as decimal strings (the server turns them into cents), the rate as a number. */
export type WalletSettingsInput = z.input<typeof walletSettingsBody>;

export function getWalletSettings(signal?: AbortSignal) {
  return request('/api/console/wallet_settings', { schema: walletSettingsDto, signal });
}

export const walletSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['wallet-settings'], queryFn: ({ signal }) => getWalletSettings(signal) });

/** Replaces the settings; the answer is what the server stored. */
export function saveWalletSettings(body: WalletSettingsInput) {
  return request('/api/console/wallet_settings', { method: 'POST', body, schema: walletSettingsDto });
}
