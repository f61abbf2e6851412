import type { WithdrawType } from '@shop/contract/wallet-status';

export const WITHDRAW_TYPE_LABELS: Record<WithdrawType, string> = { bank: 'Bank card', chain: 'On chain' };
