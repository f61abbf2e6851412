import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.ts';

describe('where a notification leads', () => {
  it('opens the order, a refund through its order, and the wallet records', () => {
    expect(notificationLink({ type: 'order', id: 41, order_id: 41 })).toBe('/orderInfo/41');
    expect(notificationLink({ type: 'refund', id: 7, order_id: 42 })).toBe('/orderInfo/42');
    expect(notificationLink({ type: 'refund', id: 8, order_id: null })).toBe('/myPurchases/-4');
    expect(notificationLink({ type: 'recharge', id: 3, order_id: null })).toBe('/topUpRecord');
    expect(notificationLink({ type: 'withdrawal', id: 4, order_id: null })).toBe('/depositRecord');
  });

  it('leads nowhere for a notification about nothing', () => {
    expect(notificationLink(null)).toBeNull();
  });
});
