import type { PromoKind } from '@shop/contract/console-orders';

export const PROMO_KIND_LABELS: Record<PromoKind, string> = { percent: 'Percent', fixed: 'Fixed amount' };
