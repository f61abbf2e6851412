import type { RechargeMethod } from '@shop/contract/wallet-status';

export const RECHARGE_METHOD_LABELS: Record<RechargeMethod, string> = {
  manual: 'Bank transfer',
  chain: 'On chain',
  card: 'Card',
};
